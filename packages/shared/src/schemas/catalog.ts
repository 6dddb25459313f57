// Request and answer schemas of catalogue administration.
export {};
