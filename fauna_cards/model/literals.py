"""Values of the file formats that the command line needs as it starts (an id's pattern,
the animal classes `fauna new --class` offers), kept apart from the pydantic models that
use them so that `fauna --help` does not build those models."""

from __future__ import annotations

from typing import Literal

ID_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
LANGUAGE_PATTERN = r"^[a-z]{2,3}(?:-[A-Z]{2})?$"

AnimalClass = Literal[
    "mammal",
    "bird",
    "reptile",
    "amphibian",
    "fish",
    "insect",
    "arachnid",
    "crustacean",
    "myriapod",
    "mollusc",
    "cnidarian",
    "echinoderm",
    "annelid",
    "sponge",
]
