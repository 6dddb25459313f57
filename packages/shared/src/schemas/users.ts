// Request and answer schemas of user administration.
export {};
