"""ANIMALIA in print: the card faces and the common back, the power reference cards, and the
sheet of medals. The cards go through the same sheet layouts as FAUNA's (printing.document)."""
