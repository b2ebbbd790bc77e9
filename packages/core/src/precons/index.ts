/** Pre-construction rules shared by the screens and the API: project status, layouts by bedrooms, money lines. */
export {}
