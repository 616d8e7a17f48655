// Paths of the public sales pages: the landing page (also what the root shows a visitor without a session) and the
// privacy policy.
export const LANDING_PATH = '/register/landing';
export const PRIVACY_PATH = '/privacy';
