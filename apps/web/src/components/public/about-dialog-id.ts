/** id of the server-rendered About Us <dialog>; the nav's About buttons name it for the enhancement script. */
export const ABOUT_DIALOG_ID = 'about-us';
