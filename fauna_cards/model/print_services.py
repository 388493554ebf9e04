"""maps/print/services.yaml: the card products of print services, each with the trim, bleed
and safe area of the service's own template, so that `fauna export --format png --service`
writes images of exactly the size the service takes."""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated

from pydantic import Field

from fauna_cards.model.common import Id, StrictModel, Text
from fauna_cards.model.printing import Length, metres, pixel_count

TEMPLATE_DPI = 300  # the resolution every service's template is drawn at


class PixelSize(StrictModel):
    width: int = Field(ge=1, le=20000)
    height: int = Field(ge=1, le=20000)


class ServiceProduct(StrictModel):
    """One card product: its trim, the bleed around it and the safe area inside it, as the
    service's template draws them, and the template's size in pixels to check them by."""

    id: Id
    name: Text
    card_size: Id = Field(description="The card size of maps/print/paper.yaml (--card-size) this product prints.")
    width: Length = Field(description="The trim: the finished card's width.")
    height: Length = Field(description="The trim: the finished card's height.")
    bleed: Length = Field(description="Printed past the trim on each side, and cut away.")
    safe: Length = Field(description="How far inside the trim text and symbols must stay.")
    pixels_at_300_dpi: PixelSize = Field(
        description="The template's image size at 300 dpi, bleed included: trim plus twice the bleed, "
                    "in inches times 300, rounded half up.")
    template: Annotated[str, Field(pattern=r"^https://\S+$")] = Field(
        description="The service's page or template file the sizes were checked against.")

    def trim_metres(self) -> tuple[Fraction, Fraction]:
        return metres(self.width), metres(self.height)

    def image_metres(self, with_bleed: bool = True) -> tuple[Fraction, Fraction]:
        """The image's width and height in metres: the trim, plus the bleed on each side."""
        width, height = self.trim_metres()
        extra = 2 * metres(self.bleed) if with_bleed else Fraction(0)
        return width + extra, height + extra

    def image_pixels(self, dpi: int, with_bleed: bool = True) -> tuple[int, int]:
        width, height = self.image_metres(with_bleed)
        return pixel_count(width, dpi), pixel_count(height, dpi)


class PrintService(StrictModel):
    id: Id = Field(description="As --service names it.")
    name: Text
    products: list[ServiceProduct] = Field(min_length=1)


class PrintServicesFile(StrictModel):
    """maps/print/services.yaml: the print services `fauna export --service` knows, and the
    card products of each that match a card size of paper.yaml."""

    services: list[PrintService] = Field(min_length=1)
