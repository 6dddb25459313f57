// Page-level navigation in one place (jsdom cannot stub window.location, tests stub these).
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
};
