/** Where visitors write to us (contact, privacy and terms pages). */
export const CONTACT_EMAIL = 'hello@swapsies.app';
