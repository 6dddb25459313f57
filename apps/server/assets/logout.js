// Submits the provider's sign-out form at once, ending the whole session (logout=yes).
(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
