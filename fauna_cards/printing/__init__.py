"""Print-and-play: card faces, sheets and PDFs. Imports reportlab; only `fauna print` uses it."""
