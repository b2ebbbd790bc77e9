/** Agent rules shared by the screens and the API: sorting, the broker onboarding form, direct listings. */
export {}
