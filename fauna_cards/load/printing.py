"""The print data of maps/print/: paper and card sizes, the game's pieces."""

from __future__ import annotations

from functools import lru_cache

from fauna_cards.checks.printing import check_components, check_paper, check_services
from fauna_cards.errors import IOTrouble
from fauna_cards.load.documents import display_path, load_checked
from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.print_services import PrintService, PrintServicesFile, ServiceProduct
from fauna_cards.model.printing import CardSize, Components, Paper, PaperFile
from fauna_cards.resources import print_data_dir


@lru_cache(maxsize=None)
def paper_file() -> PaperFile:
    path = print_data_dir() / "paper.yaml"
    return load_checked(path, display_path(path), PaperFile, check_paper)


@lru_cache(maxsize=None)
def components() -> Components:
    path = print_data_dir() / "components.yaml"
    return load_checked(path, display_path(path), Components, check_components)


@lru_cache(maxsize=None)
def print_services() -> PrintServicesFile:
    path = print_data_dir() / "services.yaml"
    return load_checked(path, display_path(path), PrintServicesFile, check_services_against_paper)


def check_services_against_paper(file: PrintServicesFile) -> list[Finding]:
    """The services file's rules, with the card sizes of the bundled paper.yaml."""
    return check_services(file, paper_file().cards)


def service_named(name: str) -> PrintService:
    """A print service by id; IOTrouble naming the choices if there is none."""
    return _named(print_services().services, name, "print service")


def service_product(service: PrintService, card_size: str) -> ServiceProduct:
    """The service's product for a card size; IOTrouble saying what the service offers and
    how to choose one of them."""
    for product in service.products:
        if product.card_size == card_size:
            return product
    size = card_size_named(card_size)
    offers = "; ".join(f"{p.card_size} ({p.name}, {p.width} x {p.height})" for p in service.products)
    sizes = "|".join(p.card_size for p in service.products)
    raise IOTrouble(f"{service.name} has no product for {size.id} cards ({size.width} x {size.height}); "
                    f"it offers: {offers}. Choose one of them with --card-size {sizes}, or leave out "
                    "--service for images at the card's own size")


def paper_named(name: str) -> Paper:
    """A paper by id; IOTrouble naming the choices if there is none."""
    return _named(paper_file().papers, name, "paper")


def card_size_named(name: str) -> CardSize:
    return _named(paper_file().cards, name, "card size")


def _named(items, name: str, what: str):  # type: ignore[no-untyped-def]
    for item in items:
        if item.id == name:
            return item
    raise IOTrouble(f"unknown {what} {name!r}; choose one of: {', '.join(item.id for item in items)}")
