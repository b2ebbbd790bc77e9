/** School and university rules shared by the screens and the API: levels, languages, ratings. */
export {}
