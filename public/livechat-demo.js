/* A stand-in for a live-chat vendor's script (LiveChat's window.LiveChatWidget API): the demo has
   no chat agents, so it opens a small panel that says so and points to the contact page. */
(function () {
  var panel = null;
  function build() {
    panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Live chat');
    panel.className = 'livechat-demo';
    var title = document.createElement('strong');
    title.textContent = 'Live chat';
    var text = document.createElement('p');
    text.textContent = 'Our agents are offline in this demo. Leave us a message on the contact page.';
    var link = document.createElement('a');
    link.href = '/contact-us';
    link.textContent = 'Contact us';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () {
      panel.hidden = true;
    });
    panel.append(title, text, link, close);
    document.body.appendChild(panel);
  }
  window.LiveChatWidget = {
    call: function (command) {
      if (!panel) build();
      panel.hidden = command !== 'maximize';
      if (!panel.hidden) close_focus();
    },
  };
  function close_focus() {
    var b = panel.querySelector('button');
    if (b) b.focus();
  }
})();
