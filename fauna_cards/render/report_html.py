"""The deck report as one self-contained HTML page: styles inline, charts and the map as
inline SVG, no scripts, nothing fetched. Every name from the deck is escaped."""

from __future__ import annotations

from html import escape

from fauna_cards.render import renders
from fauna_cards.render.report_charts import bar_chart, histogram, legend
from fauna_cards.views.report import CardPairing, ReportView

GREEN, BLACK = "#3f8f3f", "#2b2b2b"
KIND_WORDS = {"mixed": "green and black", "green": "two greens", "black": "two blacks"}

STYLE = """
body{font:15px/1.45 "DejaVu Sans",Verdana,sans-serif;color:#222;margin:0;background:#f6f5f1}
main{max-width:1000px;margin:0 auto;padding:24px 28px 48px;background:#fff}
h1{font-size:26px;margin:0 0 4px}h2{font-size:20px;margin:36px 0 10px;border-bottom:2px solid #4a7c59;padding-bottom:3px}
h3{font-size:16px;margin:22px 0 6px}.sub{color:#555;margin:0 0 12px}
.grid{display:flex;flex-wrap:wrap;gap:8px 32px}.grid figure{margin:0}
figure{margin:8px 0 16px}figcaption{font-weight:bold;font-size:14px;margin-bottom:4px}
svg.chart{font:12px "DejaVu Sans",Verdana,sans-serif;fill:#222;max-width:100%;height:auto}
svg.chart .n{fill:#555;font-size:11px}svg.chart .tick{font-size:10.5px;fill:#333}
.map svg{width:100%;height:auto;border:1px solid #ccd}
.legend{font-size:13px;margin:6px 0}.key{margin-right:14px;white-space:nowrap}
.key i{display:inline-block;width:14px;height:14px;margin-right:5px;vertical-align:-2px;border:1px solid #999}
ul.findings li{margin:2px 0}
table{border-collapse:collapse;font-size:13px;margin:6px 0}th,td{padding:3px 10px;border-bottom:1px solid #e2e2e2;text-align:left}
td.n,th.n{text-align:right}tr.same-green td{background:#e8f4e8}tr.same-black td{background:#ececec}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px}
.dot.green{background:#3f8f3f}.dot.black{background:#2b2b2b}
details{margin:8px 0}summary{cursor:pointer;color:#244d6b}
"""


@renders(ReportView, "html")
def report_html(view: ReportView) -> str:
    title = f"Deck report: {view.title}"
    boards = ", ".join(dict.fromkeys(spread.board for spread in view.spreads))
    cards = f", {len(view.cards):,} cards" if view.cards else ""
    return "".join([
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n',
        f"<title>{escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n",
        f"<h1>{escape(title)}</h1>\n",
        f'<p class="sub">{view.animals:,} animals{cards}; scales of {escape(boards)}</p>\n',
        _findings(view), _deck(view), _scales(view), _map(view), _cards(view),
        "</main>\n</body>\n</html>\n",
    ])


def _findings(view: ReportView) -> str:
    items = "".join(f"<li>{escape(finding)}</li>\n" for finding in view.findings)
    return f'<section id="findings">\n<h2>Findings</h2>\n<ul class="findings">\n{items}</ul>\n</section>\n'


def _figure(chart: str, caption: str) -> str:
    return f"<figure><figcaption>{escape(caption)}</figcaption>{chart}</figure>\n"


def _deck(view: ReportView) -> str:
    colours = {"green": GREEN, "black": BLACK}
    figures = [
        _figure(bar_chart(view.by_class, "Animals per class"), "Animals per class"),
        _figure(bar_chart(view.by_difficulty, "Animals per difficulty", colours), "Difficulty"),
        _figure(bar_chart(view.by_continent, "Animals per continent"),
                "Animals per continent (an animal counts once in each of its continents)"),
        _figure(bar_chart(view.by_area_count, "Animals by how many areas they live in"),
                "Animals by area count (FAUNA's area points tiers)"),
    ]
    return f'<section id="deck">\n<h2>The deck</h2>\n<div class="grid">\n{"".join(figures)}</div>\n</section>\n'


def _scales(view: ReportView) -> str:
    parts = ['<section id="scales">\n<h2>Answers on the scales</h2>\n',
             '<p class="sub">How many animals each space is a correct answer for; an animal whose range '
             "spans several spaces counts in each.</p>\n"]
    board = None
    for spread in view.spreads:
        if spread.board != board:
            board = spread.board
            parts.append(f"<h3>Board {escape(board)}</h3>\n")
        caption = (f"{spread.measure.replace('_', ' ').capitalize()} ({spread.animals:,} animals, "
                   f"{spread.scale} scale)")
        parts.append(_figure(histogram(spread), caption))
    parts.append("</section>\n")
    return "".join(parts)


def _map(view: ReportView) -> str:
    from fauna_cards.printing.answer_map import NEVER, SHADES, answer_map_svg, count_bands

    counts = {area.id: area.count for area in view.areas}
    bands = count_bands(max(counts.values(), default=0))
    keys = [(NEVER, "never an answer")] + [
        (SHADES[i], f"{first:,}" if first == last else f"{first:,}–{last:,}") for i, (first, last) in enumerate(bands)]
    rows = "".join(f"<tr><td>{escape(area.name)}</td><td>{'land' if area.kind == 'land' else 'sea'}</td>"
                   f'<td class="n">{area.count:,}</td></tr>\n'
                   for area in sorted(view.areas, key=lambda a: (-a.count, a.name)))
    return "".join([
        '<section id="map">\n<h2>Where the answers are</h2>\n',
        '<p class="sub">Each area of the board coloured by how many animals live in it.</p>\n',
        f'<div class="map">{answer_map_svg(counts, "Animals per area")}</div>\n',
        legend([(colour, text) for colour, text in keys]),
        f"<details><summary>Every area and its animals</summary>\n<table>\n"
        f'<tr><th>area</th><th>kind</th><th class="n">animals</th></tr>\n{rows}</table>\n</details>\n',
        "</section>\n",
    ])


def _side(side) -> str:  # type: ignore[no-untyped-def]
    return f'<span class="dot {side.difficulty}"></span>{escape(side.name)}'


def _cards(view: ReportView) -> str:
    parts = ['<section id="cards">\n<h2>Card pairing</h2>\n']
    if not view.cards:
        parts.append("<p>The deck has no deck.yaml listing its cards.</p>\n</section>\n")
        return "".join(parts)
    summary = [(KIND_WORDS[kind], sum(1 for card in view.cards if card.kind == kind)) for kind in KIND_WORDS]
    parts.append("<table>\n" + "".join(f'<tr><td>{words}</td><td class="n">{count:,}</td></tr>\n'
                                          for words, count in summary) + "</table>\n")
    if view.unpaired:
        parts.append(f"<p>On no card: {escape(', '.join(view.unpaired))}</p>\n")
    rows = "".join(_card_row(number, card) for number, card in enumerate(view.cards, start=1))
    parts.append('<table class="cards">\n<tr><th class="n">card</th><th>front</th><th>back</th><th>sides</th></tr>\n'
                 f"{rows}</table>\n</section>\n")
    return "".join(parts)


def _card_row(number: int, card: CardPairing) -> str:
    marked = f' class="same-{card.kind}"' if card.kind != "mixed" else ""
    return (f'<tr{marked}><td class="n">{number:,}</td><td>{_side(card.front)}</td><td>{_side(card.back)}</td>'
            f"<td>{KIND_WORDS[card.kind]}</td></tr>\n")
