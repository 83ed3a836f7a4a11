"""The scoreboard across the top of the scoring window, readable from three metres.

A view only: :class:`~ninescore.scoring.views.ScoreboardView` carries what to show (names,
frames won, races, whose turn, the badges and their words), made by the presenter from the
scoring state.  The player to shoot gets a bright panel and an arrow; the other is dimmed, so
whose turn it is reads at a glance across the room.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe.bidi import isolated
from ninescore.scoring.views import Badge, PlayerView, ScoreboardView
from ninescore.ui.widgets.text_fit import fitted_font

__all__ = ["Badge", "PlayerView", "Scoreboard", "ScoreboardView"]


BADGE_STYLE: dict[Badge, tuple[str, str]] = {
    Badge.BREAK: ("#1565c0", "#ffffff"),
    Badge.BALL_IN_HAND: ("#2e7d32", "#ffffff"),
    Badge.PUSH_OUT_AVAILABLE: ("#6a1b9a", "#ffffff"),
    Badge.PUSH_OUT_CHOICE: ("#6a1b9a", "#ffffff"),
    Badge.WARNING: ("#c62828", "#ffffff"),
    Badge.WINNER: ("#1b1b1b", "#ffd54f"),
}

_ACTIVE_BG = "#ffd54f"
_ACTIVE_FG = "#1b1b1b"
_WINNER_BG = "#ff8f00"
_IDLE_BG = "#263238"
_IDLE_FG = "#b0bec5"


class _PlayerPanel(QFrame):
    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"playerPanel{side}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._colours = ("", "")  # set by the first show_player
        self._name_pixels = 24
        self._small_pixels = 14
        # The two cards share the width evenly whatever they hold: a long badge on one must
        # not squeeze the other player's name and score.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)

        self.turn = QLabel(self)
        self.turn.setObjectName("turnLabel")
        self.name = QLabel(self)
        self.name.setObjectName("nameLabel")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = QLabel(self)
        self.detail.setObjectName("detailLabel")
        self.detail.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.score = QLabel(self)
        self.score.setObjectName("scoreLabel")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badges_row = QHBoxLayout()
        self.badges_row.setSpacing(8)
        self.badge_labels: dict[Badge, QLabel] = {}
        for badge in Badge:
            label = QLabel(self)
            label.setObjectName(f"badge_{badge.value}")
            background, foreground = BADGE_STYLE[badge]
            label.setStyleSheet(
                f"background: {background}; color: {foreground}; border-radius: 6px;"
                " padding: 2px 10px; font-weight: bold;"
            )
            label.hide()
            self.badge_labels[badge] = label
            self.badges_row.addWidget(label)
        # Badges hug the outer edge of the panel, like the name above them.
        if side == 0:
            self.badges_row.addStretch(1)
        else:
            self.badges_row.insertStretch(0, 1)

        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.turn)
        text.addWidget(self.name)
        text.addWidget(self.detail)
        text.addLayout(self.badges_row)
        text.addStretch(1)

        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        if side == 0:
            row.addLayout(text, 1)
            row.addWidget(self.score)
        else:
            row.addWidget(self.score)
            row.addLayout(text, 1)
            for label in (self.turn, self.name, self.detail):
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def show_player(
        self, player: PlayerView, active: bool, winner: bool, turn_text: str, detail: str
    ) -> None:
        if self.name.text() != player.name:
            self.name.setText(player.name)
            self._fit_name()
        self.score.setText(str(player.frames_won))
        # Only these two texts change with a shot; the badges are fitted with the scale.
        if detail != self.detail.text():
            self.detail.setText(detail)
            self._fit(self.detail, False, self._small_pixels, 10)
        turn = turn_text if active or winner else " "
        if turn != self.turn.text():
            self.turn.setText(turn)
            self._fit(self.turn, True, self._small_pixels, 10)
        texts = {view.badge: view.text for view in player.badges}
        for badge, label in self.badge_labels.items():
            shown = badge in texts
            if shown and label.text() != texts[badge]:
                label.setText(texts[badge])
                self._fit(label, True, self._small_pixels, 10, padding=24)  # its style's padding
            if label.isHidden() == shown:
                label.setVisible(shown)
        if winner:
            background, foreground = _WINNER_BG, _ACTIVE_FG
        elif active:
            background, foreground = _ACTIVE_BG, _ACTIVE_FG
        else:
            background, foreground = _IDLE_BG, _IDLE_FG
        # A palette and a painted background rather than a style sheet: restyling every label
        # on each change of turn cost more than the rest of a shot's repaint.
        if (background, foreground) != self._colours:
            self._colours = (background, foreground)
            palette = self.palette()
            palette.setColor(QPalette.ColorRole.WindowText, QColor(foreground))
            self.setPalette(palette)
            self.update()
        self.setProperty("active", active)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self._colours[0] or _IDLE_BG))
            painter.drawRoundedRect(QRectF(self.rect()), 10, 10)
        finally:
            painter.end()

    def apply_scale(self, unit: int) -> None:
        """Size the text from ``unit`` (the scoreboard's height, or less on a narrow window)."""
        self._name_pixels = max(18, int(unit * 0.24))
        score_font = QFont(self.score.font())
        score_font.setBold(True)
        score_font.setPixelSize(max(36, int(unit * 0.72)))
        self.score.setFont(score_font)
        self.score.setMinimumWidth(int(score_font.pixelSize() * 1.3))
        self._small_pixels = max(12, int(unit * 0.12))
        self._fit_name()
        self._fit_small_texts()

    def _fit_name(self) -> None:
        """The largest name size up to the scale's that fits beside the score (long names)."""
        self._fit(self.name, True, self._name_pixels, 12)

    def _fit_small_texts(self) -> None:
        """The turn, the race and the badges in the scale's small type, or smaller (down to
        10 px) when a long one (Russian, upright) would not fit beside the score."""
        self._fit(self.detail, False, self._small_pixels, 10)
        self._fit(self.turn, True, self._small_pixels, 10)
        for badge in self.badge_labels.values():
            self._fit(badge, True, self._small_pixels, 10, padding=24)  # its style's padding

    def _fit(self, label: QLabel, bold: bool, pixels: int, least: int, padding: int = 0) -> None:
        base = QFont(label.font())
        base.setBold(bold)
        room = self.width() - self.score.minimumWidth() - 48 - padding
        font = fitted_font(base, label.text(), room, pixels, least, pixels=True)
        if font != label.font():
            label.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_name()
        self._fit_small_texts()


class Scoreboard(QWidget):
    """Two player panels and the frame number between them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self._view = ScoreboardView()
        self.panels = (_PlayerPanel(0, self), _PlayerPanel(1, self))
        self.centre = QLabel(self)
        self.centre.setObjectName("frameLabel")
        self.centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.centre.setWordWrap(True)
        # The rules of the event (the profile's short name) under the frame: every option on
        # hover (its tooltip); the sheet prints them all.
        self.rules = QLabel(self)
        self.rules.setObjectName("rulesLabel")
        self.rules.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        centre = QVBoxLayout()
        centre.setSpacing(2)
        centre.addWidget(self.centre, 1)
        centre.addWidget(self.rules)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.panels[0], 5)
        layout.addLayout(centre, 1)
        layout.addWidget(self.panels[1], 5)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(110)
        self.set_view(self._view)

    @property
    def view(self) -> ScoreboardView:
        return self._view

    def set_view(self, view: ScoreboardView) -> None:
        if view == self._view and self.centre.text():
            return
        self._view = view
        for side, panel in enumerate(self.panels):
            player = view.players[side]
            active = view.to_shoot == side
            if view.winner == side:
                turn = self.tr("★ WINNER")
            elif side == 0:
                turn = self.tr("▶ AT THE TABLE")
            else:
                turn = self.tr("AT THE TABLE ◀")
            panel.show_player(player, active, view.winner == side, turn, player.detail)
        self.centre.setText(view.caption)
        self.centre.setAccessibleName(self.accessible_summary())
        if self.rules.text() != view.rules:
            self.rules.setText(view.rules)
            self.rules.setToolTip(view.rules_detail)
            self.rules.setAccessibleName(view.rules_detail)

    def accessible_summary(self) -> str:
        view = self._view
        parts = [
            self.tr("{name} {score}").format(name=isolated(p.name), score=p.frames_won)
            for p in view.players
        ]
        summary = self.tr("Score: {first}, {second}.").format(first=parts[0], second=parts[1])
        if view.to_shoot is not None:
            summary += " " + self.tr("{name} is at the table.").format(
                name=isolated(view.players[view.to_shoot].name)
            )
        return summary

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Height sets the size, except on a narrow (upright) window, where width limits it.
        unit = min(event.size().height(), int(event.size().width() / 6.5))
        for panel in self.panels:
            panel.apply_scale(unit)
        font = QFont(self.centre.font())
        font.setPixelSize(max(14, int(unit * 0.16)))
        font.setBold(True)
        self.centre.setFont(font)
        small = QFont(self.rules.font())
        small.setPixelSize(max(11, int(unit * 0.09)))
        self.rules.setFont(small)
        super().resizeEvent(event)
