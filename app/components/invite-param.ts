/**
 * The key that opens the invite-a-friend dialog: its state lives in the URL, so it works without
 * JavaScript. Apart from the dialog, so a link to it does not bring the dialog's code.
 */
export const INVITE_PARAM = 'invite'
