"""A language's catalog against the English one: what a translator needs told at file:line:col.

A key English lacks is a typo or a leftover (`unknown-field`); a message whose placeholders
differ from English's would print a `{name}` unfilled or drop a value (`invalid-value`); a key
the file lacks prints in English until it is translated (`message-missing`, a warning)."""

from __future__ import annotations

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.language import PLACEHOLDER, LanguageFile, Message, Plural, flatten


def _placeholders(message: Message) -> set[str]:
    texts = message.texts().values() if isinstance(message, Plural) else [message]
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def _path(key: str) -> tuple[str, ...]:
    return ("messages", *key.split("."))


def check_language(file: LanguageFile, reference: LanguageFile | None) -> list[Finding]:
    """`reference` is English's catalog (None when `file` is English itself)."""
    if reference is None:
        return []
    own, english = flatten(file.messages), flatten(reference.messages)
    findings = []
    for key, message in own.items():
        if key not in english:
            findings.append(Finding(_path(key), "unknown-field", f"no English message has the key {key!r}",
                                    hint="the keys are English's (maps/languages/en.yaml)", at_key=True))
        elif _placeholders(message) != _placeholders(english[key]):
            wanted = ", ".join(f"{{{name}}}" for name in sorted(_placeholders(english[key]))) or "none"
            findings.append(Finding(_path(key), "invalid-value",
                                    f"{key}: the placeholders differ from English's ({wanted})",
                                    hint="keep each {name} as English has it; the words around it are free"))
        elif isinstance(english[key], Plural) != isinstance(message, Plural):
            form = "one text per plural category" if isinstance(english[key], Plural) else "one text"
            findings.append(Finding(_path(key), "invalid-value", f"{key}: English gives {form}"))
    missing = [key for key in english if key not in own]
    if missing:
        shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        findings.append(Finding(("messages",), "message-missing", f"no text for {shown}; they print in English",
                                at_key=True))
    return findings
