"""Loaders: files to models, with every problem placed at file:line:col."""
