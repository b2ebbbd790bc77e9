import type { StreetArea } from './streets.ts'

/**
 * Real streets and postal-code areas (forward sortation areas) of the communities of the covered municipalities
 * (core's municipalities.ts), for composing demo addresses there as streets.ts does for the two cities.
 */
export const COMMUNITY_AREAS: Readonly<Record<string, StreetArea>> = {
  // Markham
  Unionville: {
    streets: ['Main St Unionville', 'Kennedy Rd', 'Carlton Rd', 'Enterprise Blvd', 'Warden Ave', 'Unionville Gate'],
    fsa: ['L3R', 'L6G'],
  },
  'Markham Village': { streets: ['Main St N', 'Bullock Dr', 'Robinson St', 'Markham Rd', 'Church St'], fsa: ['L3P'] },
  'Milliken Mills': {
    streets: ['Denison St', 'Kennedy Rd', 'McCowan Rd', 'Old Kennedy Rd', 'Birchmount Rd'],
    fsa: ['L3S', 'L3R'],
  },
  Cornell: { streets: ['Bur Oak Ave', 'Cornell Park Ave', '16th Ave', 'Ninth Line', 'Riverlands Ave'], fsa: ['L6B'] },
  // Richmond Hill
  'Bayview Hill': { streets: ['Bayview Ave', '16th Ave', 'Major Mackenzie Dr E', 'Boake Trail'], fsa: ['L4B', 'L4S'] },
  'Mill Pond': { streets: ['Yonge St', 'Mill St', 'Major Mackenzie Dr W', 'Trench St', 'Arnold Cres'], fsa: ['L4C'] },
  'Oak Ridges': { streets: ['Yonge St', 'King Rd', 'Bond Cres', 'Bathurst St', 'Old Colony Rd'], fsa: ['L4E'] },
  Langstaff: {
    streets: ['High Tech Rd', 'Red Maple Rd', 'Bantry Ave', 'Yonge St', 'Beverley Acres Blvd'],
    fsa: ['L4B'],
  },
  // Vaughan
  Thornhill: {
    streets: ['Bathurst St', 'Centre St', 'New Westminster Dr', 'Clark Ave W', 'Promenade Circle'],
    fsa: ['L4J'],
  },
  Woodbridge: {
    streets: ['Islington Ave', 'Woodbridge Ave', 'Kipling Ave', 'Pine Valley Dr', 'Meeting House Rd'],
    fsa: ['L4L', 'L4H'],
  },
  Maple: { streets: ['Major Mackenzie Dr W', 'Keele St', 'Jane St', 'McNaughton Rd', 'Rutherford Rd'], fsa: ['L6A'] },
  'Vaughan Metropolitan Centre': {
    streets: ['Jane St', 'Millway Ave', 'Apple Mill Rd', 'Interchange Way', 'Commerce St'],
    fsa: ['L4K'],
  },
  Kleinburg: { streets: ['Islington Ave', 'Nashville Rd', 'Major Mackenzie Dr W', 'Stegman’s Mill Rd'], fsa: ['L4H'] },
  // Mississauga
  'Mississauga City Centre': {
    streets: [
      'Burnhamthorpe Rd W',
      'City Centre Dr',
      'Confederation Pkwy',
      'Hurontario St',
      'Webb Dr',
      'Square One Dr',
    ],
    fsa: ['L5B'],
  },
  'Port Credit': {
    streets: ['Lakeshore Rd W', 'Hurontario St', 'Port St E', 'Stavebank Rd', 'Mississauga Rd'],
    fsa: ['L5G', 'L5H'],
  },
  'Erin Mills': {
    streets: ['Erin Mills Pkwy', 'Eglinton Ave W', 'The Collegeway', 'Glen Erin Dr', 'Burnhamthorpe Rd W'],
    fsa: ['L5L'],
  },
  Meadowvale: {
    streets: ['Battleford Rd', 'Aquitaine Ave', 'Winston Churchill Blvd', 'Derry Rd W', 'Glen Erin Dr'],
    fsa: ['L5N'],
  },
  // Oakville
  'Old Oakville': {
    streets: ['Lakeshore Rd E', 'Trafalgar Rd', 'Navy St', 'Kerr St', 'Allan St'],
    fsa: ['L6J', 'L6K'],
  },
  'Glen Abbey': {
    streets: ['Upper Middle Rd W', 'Dorval Dr', 'Third Line', 'Nottinghill Gate', 'Pilgrims Way'],
    fsa: ['L6M'],
  },
  'River Oaks': { streets: ['River Oaks Blvd W', 'Sixth Line', 'Trafalgar Rd', 'Dundas St E'], fsa: ['L6H'] },
  'Joshua Creek': { streets: ['Ford Dr', 'Upper Middle Rd E', 'Eighth Line', 'Joshuas Creek Dr'], fsa: ['L6H'] },
  // Richmond
  'Richmond City Centre': {
    streets: ['No. 3 Rd', 'Westminster Hwy', 'Granville Ave', 'Minoru Blvd', 'Alderbridge Way', 'Cooney Rd'],
    fsa: ['V6X', 'V6Y'],
  },
  Steveston: { streets: ['Moncton St', 'No. 1 Rd', 'Chatham St', 'Railway Ave', 'Steveston Hwy'], fsa: ['V7E'] },
  Broadmoor: {
    streets: ['Williams Rd', 'No. 3 Rd', 'Garden City Rd', 'Gilbert Rd', 'Francis Rd'],
    fsa: ['V7A', 'V7C'],
  },
  'Terra Nova': { streets: ['Westminster Hwy', 'No. 1 Rd', 'River Rd', 'Granville Ave'], fsa: ['V7C'] },
  // Burnaby
  Metrotown: {
    streets: ['Kingsway', 'Beresford St', 'Willingdon Ave', 'Central Blvd', 'Patterson Ave', 'Imperial St'],
    fsa: ['V5H'],
  },
  Brentwood: { streets: ['Lougheed Hwy', 'Willingdon Ave', 'Gilmore Ave', 'Halifax St', 'Beta Ave'], fsa: ['V5C'] },
  'Burnaby Heights': {
    streets: ['Hastings St', 'Boundary Rd', 'Willingdon Ave', 'Pender St', 'Albert St'],
    fsa: ['V5C'],
  },
  Edmonds: {
    streets: ['Edmonds St', 'Kingsway', 'Canada Way', 'Griffiths Dr', 'Highland Park Line'],
    fsa: ['V3N', 'V5E'],
  },
  // Coquitlam
  'Coquitlam City Centre': {
    streets: ['Pinetree Way', 'Guildford Way', 'Lougheed Hwy', 'Glen Dr', 'Lincoln Ave'],
    fsa: ['V3B'],
  },
  'Burke Mountain': {
    streets: ['David Ave', 'Coast Meridian Rd', 'Princeton Ave', 'Burke Village Promenade'],
    fsa: ['V3E'],
  },
  'Austin Heights': { streets: ['Austin Ave', 'Blue Mountain St', 'Gatensbury St', 'Lougheed Hwy'], fsa: ['V3K'] },
  Burquitlam: { streets: ['Clarke Rd', 'Como Lake Ave', 'North Rd', 'Smith Ave', 'Foster Ave'], fsa: ['V3J'] },
  // North Vancouver
  Lonsdale: {
    streets: ['Lonsdale Ave', 'E 13th St', 'W Keith Rd', 'Chesterfield Ave', 'E 3rd St'],
    fsa: ['V7L', 'V7M'],
  },
  'Lynn Valley': {
    streets: ['Lynn Valley Rd', 'Mountain Hwy', 'Mollie Nye Way', 'Ross Rd'],
    fsa: ['V7J', 'V7K'],
  },
  Edgemont: { streets: ['Edgemont Blvd', 'Capilano Rd', 'Highland Blvd', 'Ridgewood Dr'], fsa: ['V7R'] },
  // West Vancouver
  Ambleside: { streets: ['Marine Dr', '14th St', 'Bellevue Ave', 'Esquimalt Ave', 'Clyde Ave'], fsa: ['V7T'] },
  Dundarave: { streets: ['Marine Dr', '25th St', 'Bellevue Ave', 'Mathers Ave'], fsa: ['V7V'] },
  'British Properties': {
    streets: ['Eyremount Dr', 'Stevens Dr', 'Chartwell Dr', 'Southborough Dr'],
    fsa: ['V7S'],
  },
  Caulfeild: { streets: ['Marine Dr', 'Headland Dr', 'Westport Rd', 'Cranley Dr'], fsa: ['V7W'] },
  // Surrey
  'Surrey City Centre': {
    streets: ['King George Blvd', '104 Ave', 'University Dr', 'City Pkwy', '100 Ave'],
    fsa: ['V3T'],
  },
  Guildford: { streets: ['152 St', '104 Ave', 'Guildford Dr', '108 Ave'], fsa: ['V3R'] },
  Fleetwood: { streets: ['Fraser Hwy', '160 St', '84 Ave', '168 St'], fsa: ['V4N'] },
  Newton: { streets: ['72 Ave', 'King George Blvd', '128 St', '64 Ave', '136 St'], fsa: ['V3W'] },
  'South Surrey': { streets: ['24 Ave', '152 St', '32 Ave', 'Croydon Dr', '160 St'], fsa: ['V4A', 'V4P'] },
  // University Endowment Lands
  'Wesbrook Village': {
    streets: ['Wesbrook Mall', 'Birney Ave', 'Ross Dr', 'East Mall', 'Gray Ave'],
    fsa: ['V6T'],
  },
}
