// Passkeys on the provider's and account pages, through @simplewebauthn/browser (served beside
// this file as webauthn-browser.js): sign-in by autofill or button, the second step, and adding a
// passkey. Each block names its options address; the options are fetched once when the page
// opens (so a click goes straight to the browser's dialog, as Safari wants), and the answer goes
// back in a normal form post, so the server's page (or redirect) follows as for any form.
(function () {
  var lib = window.SimpleWebAuthnBrowser;
  var block = document.querySelector('[data-passkey]');
  if (!lib || !block || !lib.browserSupportsWebAuthn()) return;
  var mode = block.getAttribute('data-passkey');
  var form = block.querySelector('form');
  var field = form.querySelector('input[name="credential"]');
  var button = block.querySelector('[data-passkey-start]');
  var message = document.getElementById('passkey-message');
  var options = null;

  function say(text) {
    if (!message) return;
    message.textContent = text;
    message.hidden = !text;
  }

  // One challenge per page: the server keeps the latest, valid for five minutes and one answer.
  var ready = fetch(block.getAttribute('data-options'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(function (res) {
      if (!res.ok) throw new Error('options ' + res.status);
      return res.json();
    })
    .then(function (json) {
      options = json;
      return json;
    });

  function send(answer) {
    field.value = JSON.stringify(answer);
    form.submit();
  }

  // A person who closes the browser's dialog sees why nothing happened; an autofill request that
  // the button replaced says nothing.
  function failed(error) {
    if (error && (error.name === 'AbortError' || error.code === 'ERROR_CEREMONY_ABORTED')) return;
    var exists = error && error.name === 'InvalidStateError' && block.getAttribute('data-exists');
    say(exists || block.getAttribute('data-cancelled'));
  }

  function start(run) {
    say('');
    // The options are normally there already; on a slow network the click waits for them.
    (options ? Promise.resolve(options) : ready).then(run).then(send).catch(failed);
  }

  if (mode === 'register') {
    form.addEventListener('submit', function (event) {
      if (field.value) return;
      event.preventDefault();
      start(function (optionsJSON) {
        return lib.startRegistration({ optionsJSON: optionsJSON });
      });
    });
    return;
  }

  function signIn(autofill) {
    return function (optionsJSON) {
      return lib.startAuthentication({ optionsJSON: optionsJSON, useBrowserAutofill: autofill });
    };
  }

  // Passkey autofill: the e-mail field (autocomplete "username webauthn") offers the person's
  // passkeys while the login page is open.
  function autofill() {
    lib.browserSupportsWebAuthnAutofill().then(function (yes) {
      if (!yes) return;
      ready
        .then(signIn(true))
        .then(send)
        .catch(function () {});
    });
  }

  button.hidden = false;
  button.addEventListener('click', function () {
    start(function (optionsJSON) {
      return signIn(false)(optionsJSON).catch(function (error) {
        if (mode === 'login') autofill();
        throw error;
      });
    });
  });
  if (mode === 'login') autofill();
})();
