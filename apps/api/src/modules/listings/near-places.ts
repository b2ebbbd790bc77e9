import type { NearPoint } from './near-points.ts'

/**
 * Everyday places behind the hot search keys hospital, library, shop, park, railway and bank, in Toronto and
 * Vancouver (WGS84, good to about 200 m, well inside the search radius). Hospitals, libraries, shopping centres,
 * parks and rail stations are named; banks are the main-street intersections where the big banks keep branches
 * side by side, named by the intersection.
 */
export const HOSPITAL_POINTS: readonly NearPoint[] = [
  { name: 'Toronto General Hospital', lat: 43.6594, lng: -79.3884 },
  { name: 'Mount Sinai Hospital', lat: 43.6576, lng: -79.3903 },
  { name: 'The Hospital for Sick Children', lat: 43.6572, lng: -79.3878 },
  { name: "St. Michael's Hospital", lat: 43.6533, lng: -79.3776 },
  { name: 'Toronto Western Hospital', lat: 43.6534, lng: -79.4053 },
  { name: "Women's College Hospital", lat: 43.6617, lng: -79.3879 },
  { name: "St. Joseph's Health Centre", lat: 43.6404, lng: -79.4502 },
  { name: 'Michael Garron Hospital', lat: 43.6897, lng: -79.3253 },
  { name: 'Sunnybrook Health Sciences Centre', lat: 43.7224, lng: -79.3762 },
  { name: 'North York General Hospital', lat: 43.7692, lng: -79.3629 },
  { name: 'Humber River Health', lat: 43.7226, lng: -79.4898 },
  { name: 'Scarborough General Hospital', lat: 43.7554, lng: -79.2459 },
  { name: 'Vancouver General Hospital', lat: 49.2622, lng: -123.124 },
  { name: "St. Paul's Hospital", lat: 49.2806, lng: -123.1287 },
  { name: "BC Children's Hospital", lat: 49.2445, lng: -123.1262 },
  { name: 'Mount Saint Joseph Hospital', lat: 49.2588, lng: -123.0906 },
  { name: 'UBC Hospital', lat: 49.264, lng: -123.2459 },
  { name: 'Burnaby Hospital', lat: 49.2497, lng: -123.0149 },
]

export const LIBRARY_POINTS: readonly NearPoint[] = [
  { name: 'Toronto Reference Library', lat: 43.6717, lng: -79.3868 },
  { name: 'Lillian H. Smith Branch', lat: 43.656, lng: -79.3977 },
  { name: 'Fort York Branch', lat: 43.6393, lng: -79.3993 },
  { name: 'North York Central Library', lat: 43.7687, lng: -79.4139 },
  { name: 'Scarborough Civic Centre Branch', lat: 43.7736, lng: -79.2577 },
  { name: 'Toronto Public Library – Yorkville', lat: 43.6708, lng: -79.3913 },
  { name: 'Vancouver Public Library – Central', lat: 49.2798, lng: -123.1156 },
  { name: 'Vancouver Public Library – Kitsilano', lat: 49.2661, lng: -123.1647 },
  { name: 'Vancouver Public Library – Renfrew', lat: 49.2504, lng: -123.0437 },
  { name: 'Bob Prittie Metrotown Library', lat: 49.2283, lng: -123.0037 },
  { name: 'Irving K. Barber Learning Centre', lat: 49.2677, lng: -123.2527 },
]

export const SHOP_POINTS: readonly NearPoint[] = [
  { name: 'CF Toronto Eaton Centre', lat: 43.6544, lng: -79.3807 },
  { name: 'Yorkdale Shopping Centre', lat: 43.7254, lng: -79.4522 },
  { name: 'Yonge Eglinton Centre', lat: 43.7064, lng: -79.3983 },
  { name: 'Dufferin Mall', lat: 43.6561, lng: -79.4355 },
  { name: 'CF Sherway Gardens', lat: 43.6115, lng: -79.5578 },
  { name: 'CF Fairview Mall', lat: 43.7777, lng: -79.3446 },
  { name: 'Bayview Village', lat: 43.7691, lng: -79.3859 },
  { name: 'Scarborough Town Centre', lat: 43.7757, lng: -79.2578 },
  { name: 'Shops at Don Mills', lat: 43.7346, lng: -79.3451 },
  { name: 'CF Pacific Centre', lat: 49.2827, lng: -123.1177 },
  { name: 'Oakridge Park', lat: 49.233, lng: -123.1167 },
  { name: 'Metropolis at Metrotown', lat: 49.2265, lng: -123.0002 },
  { name: 'The Amazing Brentwood', lat: 49.2665, lng: -123.001 },
  { name: 'Granville Island Public Market', lat: 49.2712, lng: -123.134 },
]

export const PARK_POINTS: readonly NearPoint[] = [
  { name: 'High Park', lat: 43.6465, lng: -79.4637 },
  { name: 'Trinity Bellwoods Park', lat: 43.6472, lng: -79.4135 },
  { name: 'Christie Pits Park', lat: 43.6645, lng: -79.4209 },
  { name: "Queen's Park", lat: 43.6629, lng: -79.3921 },
  { name: 'Riverdale Park', lat: 43.671, lng: -79.356 },
  { name: 'Grange Park', lat: 43.6529, lng: -79.3926 },
  { name: 'Coronation Park', lat: 43.6342, lng: -79.4033 },
  { name: 'Woodbine Beach', lat: 43.6626, lng: -79.3078 },
  { name: 'Edwards Gardens', lat: 43.7334, lng: -79.359 },
  { name: 'Earl Bales Park', lat: 43.7548, lng: -79.437 },
  { name: 'Stanley Park', lat: 49.3017, lng: -123.1417 },
  { name: 'Queen Elizabeth Park', lat: 49.2418, lng: -123.1126 },
  { name: 'Kitsilano Beach Park', lat: 49.2741, lng: -123.154 },
  { name: 'David Lam Park', lat: 49.2723, lng: -123.1213 },
  { name: 'John Hendry Park (Trout Lake)', lat: 49.2553, lng: -123.0622 },
  { name: 'Pacific Spirit Regional Park', lat: 49.2517, lng: -123.2186 },
  { name: 'Central Park (Burnaby)', lat: 49.229, lng: -123.0183 },
]

export const RAILWAY_POINTS: readonly NearPoint[] = [
  { name: 'Union Station', lat: 43.6453, lng: -79.3806 },
  { name: 'Exhibition GO', lat: 43.6359, lng: -79.4185 },
  { name: 'Bloor GO / UP Express', lat: 43.6589, lng: -79.4497 },
  { name: 'Weston GO / UP Express', lat: 43.7005, lng: -79.5152 },
  { name: 'Mimico GO', lat: 43.6134, lng: -79.497 },
  { name: 'Danforth GO', lat: 43.6866, lng: -79.3004 },
  { name: 'Oriole GO', lat: 43.7662, lng: -79.3647 },
  { name: 'Kennedy GO', lat: 43.7326, lng: -79.2637 },
  { name: 'Guildwood GO', lat: 43.7551, lng: -79.1983 },
  { name: 'Pacific Central Station', lat: 49.2733, lng: -123.0978 },
  { name: 'Waterfront Station', lat: 49.2859, lng: -123.1117 },
]

export const BANK_POINTS: readonly NearPoint[] = [
  { name: 'King & Bay', lat: 43.6484, lng: -79.3806 },
  { name: 'Yonge & Bloor', lat: 43.6709, lng: -79.3857 },
  { name: 'Yonge & Eglinton', lat: 43.7066, lng: -79.3983 },
  { name: 'Yonge & Sheppard', lat: 43.7615, lng: -79.4111 },
  { name: 'Bloor & Bathurst', lat: 43.6655, lng: -79.4113 },
  { name: 'Queen & Spadina', lat: 43.6487, lng: -79.396 },
  { name: 'Danforth & Pape', lat: 43.6797, lng: -79.3451 },
  { name: 'Sheppard & Bayview', lat: 43.7686, lng: -79.3873 },
  { name: 'Granville & Georgia', lat: 49.2832, lng: -123.1171 },
  { name: 'Broadway & Cambie', lat: 49.2631, lng: -123.1149 },
  { name: 'Main & 49th', lat: 49.2263, lng: -123.1011 },
  { name: 'Kingsway & Nanaimo', lat: 49.2492, lng: -123.0566 },
]
