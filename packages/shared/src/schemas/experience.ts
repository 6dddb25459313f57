// Request and answer schemas of the signed-in experience.
export {};
