"""The browser table (issue #17): ``ludoteca serve`` serves Dale of Merchants to 1–4 people on
their own devices and the Pax Hispanica companion's sealed bids and secret battle sides on
phones (docs/web.md). Built on the game interface: a Dale table is a
:class:`ludoteca.core.session.Session`, driven with exactly the calls the terminal makes."""

from ludoteca.web import messages  # noqa: F401  (registers the web.* texts)
