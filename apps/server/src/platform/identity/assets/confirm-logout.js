/* global document */
// Signing out from the portal's own menu already expressed the choice: confirm it at once.
// Without JavaScript the page still offers both buttons.
document.addEventListener('DOMContentLoaded', function () {
  var yes = document.querySelector('button[name="logout"][value="yes"]');
  if (yes) yes.click();
});
