/** The sign-in screen (spec §2 route table: login). Its own module, free of build-time values, so the route table can be read outside the app (the route sweep journey imports it). */
export const LOGIN_PATH = '/pages/my/public/login'
