"""The ball diagram: what it shows for a view, and which requests the operator's gestures send."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.scoring.ball_diagram import (
    MIN_BALL_CELL,
    BallButton,
    BallDiagram,
    DiagramView,
    TapMode,
)
from ninescore.ui.widgets.ball_painter import (
    CUE_BALL,
    ball_colour,
    ball_pixmap,
    ball_pixmap_stats,
    blit_ball,
    clear_ball_pixmaps,
    paint_ball,
)

from ..flush import flush

FULL_RACK = DiagramView(first_contact=1, first_contact_is_default=True)
MID_FRAME = DiagramView(
    on_table=frozenset({3, 4, 5, 6, 7, 9}),
    pocketed=frozenset({4, 6}),
    jumped=frozenset({7}),
    first_contact=5,
)
ALL_REQUESTS = (
    "pocket_toggle_requested",
    "first_contact_requested",
    "jump_toggle_requested",
    "no_contact_requested",
)


@pytest.fixture
def diagram(qtbot: QtBot) -> Iterator[BallDiagram]:
    widget = BallDiagram()
    qtbot.addWidget(widget)
    widget.set_view(FULL_RACK)
    widget.resize(1024, 420)
    with qtbot.waitExposed(widget):
        widget.show()
    yield widget


def ball_target(diagram: BallDiagram, number: int) -> tuple[QWidget, QPoint]:
    """The widget really under ball ``number``'s centre, and that centre in its coordinates."""
    button = diagram.ball_button(number)
    centre = button.mapTo(diagram, button.rect().center())
    target = diagram.childAt(centre)
    assert target is button, f"ball {number} is not where it is drawn"
    return target, target.mapFrom(diagram, centre)


def click_ball(
    qtbot: QtBot,
    diagram: BallDiagram,
    number: int,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    target, pos = ball_target(diagram, number)
    qtbot.mouseClick(target, button, modifier, pos)


class NoRequests:
    """Fails the test if the diagram sends any request inside the ``with`` block."""

    def __init__(self, diagram: BallDiagram) -> None:
        self.seen: list[str] = []
        for name in ALL_REQUESTS:
            getattr(diagram, name).connect(lambda *args, name=name: self.seen.append(name))

    def __enter__(self) -> NoRequests:
        self.seen.clear()
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.seen == [], f"unexpected requests: {self.seen}"


# -- mouse and touch ------------------------------------------------------------------------------


def test_clicking_a_ball_requests_pocketed_but_leaves_the_picture_to_the_controller(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    with qtbot.waitSignal(diagram.pocket_toggle_requested) as request:
        click_ball(qtbot, diagram, 5)
    assert request.args == [5]
    # Nothing changed on screen: only the controller changes the view.
    assert "pocketed" not in diagram.ball_button(5).accessibleName()
    assert diagram.view == FULL_RACK

    diagram.set_view(DiagramView(pocketed=frozenset({5}), first_contact=1))
    assert "pocketed on this shot" in diagram.ball_button(5).accessibleName()


def test_right_click_requests_first_contact_and_nothing_else(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    requested: list[int] = []
    diagram.first_contact_requested.connect(requested.append)
    with qtbot.assertNotEmitted(diagram.pocket_toggle_requested):
        click_ball(qtbot, diagram, 4, Qt.MouseButton.RightButton)
    # Once: the context-menu event that follows a right press must not ask a second time.
    assert requested == [4]


def test_ctrl_click_requests_first_contact(qtbot: QtBot, diagram: BallDiagram) -> None:
    with (
        qtbot.waitSignal(diagram.first_contact_requested) as request,
        qtbot.assertNotEmitted(diagram.pocket_toggle_requested),
    ):
        click_ball(qtbot, diagram, 8, modifier=Qt.KeyboardModifier.ControlModifier)
    assert request.args == [8]


def test_shift_click_requests_jumped(qtbot: QtBot, diagram: BallDiagram) -> None:
    with (
        qtbot.waitSignal(diagram.jump_toggle_requested) as request,
        qtbot.assertNotEmitted(diagram.pocket_toggle_requested),
    ):
        click_ball(qtbot, diagram, 2, modifier=Qt.KeyboardModifier.ShiftModifier)
    assert request.args == [2]


def test_long_press_requests_first_contact_instead_of_a_tap(
    qtbot: QtBot, diagram: BallDiagram, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(BallButton, "LONG_PRESS_MS", 40)
    target, pos = ball_target(diagram, 6)
    with qtbot.assertNotEmitted(diagram.pocket_toggle_requested):
        with qtbot.waitSignal(diagram.first_contact_requested, timeout=2000) as request:
            qtbot.mousePress(target, Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=pos)
    assert request.args == [6]


def test_a_short_press_is_a_plain_tap(
    qtbot: QtBot, diagram: BallDiagram, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(BallButton, "LONG_PRESS_MS", 5000)
    target, pos = ball_target(diagram, 6)
    with (
        qtbot.waitSignal(diagram.pocket_toggle_requested) as request,
        qtbot.assertNotEmitted(diagram.first_contact_requested),
    ):
        qtbot.mousePress(target, Qt.MouseButton.LeftButton, pos=pos)
        # A fixed wait on purpose: a press is only a press if some time passes while the finger
        # is down (here far less than the long press, 5 s, which must not fire).
        qtbot.wait(20)
        qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=pos)
    assert request.args == [6]


def test_releasing_outside_the_ball_cancels_the_tap(qtbot: QtBot, diagram: BallDiagram) -> None:
    target, pos = ball_target(diagram, 3)
    outside = QPoint(target.width() + 20, pos.y())
    with NoRequests(diagram):
        qtbot.mousePress(target, Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=outside)


def test_jump_tap_mode_makes_a_tap_mark_jumped(qtbot: QtBot, diagram: BallDiagram) -> None:
    diagram.set_view(replace(FULL_RACK, tap_mode=TapMode.JUMP))
    assert diagram.mode is TapMode.JUMP
    with (
        qtbot.waitSignal(diagram.jump_toggle_requested) as request,
        qtbot.assertNotEmitted(diagram.pocket_toggle_requested),
    ):
        click_ball(qtbot, diagram, 9)
    assert request.args == [9]

    diagram.set_view(FULL_RACK)
    with qtbot.waitSignal(diagram.pocket_toggle_requested):
        click_ball(qtbot, diagram, 9)


# -- keyboard -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "signal_name"),
    [
        (Qt.Key.Key_Space, "pocket_toggle_requested"),
        (Qt.Key.Key_Menu, "first_contact_requested"),
    ],
)
def test_keys_on_a_focused_ball_send_its_requests(
    qtbot: QtBot, diagram: BallDiagram, key: Qt.Key, signal_name: str
) -> None:
    ball = diagram.ball_button(7)
    ball.setFocus()
    with qtbot.waitSignal(getattr(diagram, signal_name)) as request:
        qtbot.keyClick(ball, key)
    assert request.args == [7]


def test_a_focused_ball_leaves_f_j_and_p_to_the_window_and_enter_too(qtbot: QtBot) -> None:
    """F and J start the window's "F then a digit" and "J then a digit"; a focused ball that
    took them recorded "J 5" as "this ball jumped, the 5 pocketed"."""
    window = QWidget()
    qtbot.addWidget(window)
    diagram = BallDiagram(window)
    QVBoxLayout(window).addWidget(diagram)
    fired: list[str] = []
    for key in ("F", "J", "P", "Return"):
        QShortcut(QKeySequence(key), window).activated.connect(lambda key=key: fired.append(key))
    diagram.set_view(FULL_RACK)
    window.resize(1024, 420)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    ball = diagram.ball_button(3)
    ball.setFocus()

    with NoRequests(diagram):
        for key in (Qt.Key.Key_F, Qt.Key.Key_J, Qt.Key.Key_P, Qt.Key.Key_Return):
            qtbot.keyClick(ball, key)
    assert fired == ["F", "J", "P", "Return"]  # P: the shot clock's, never the ball's
    # Space is still the ball's own, before any window shortcut.
    with qtbot.waitSignal(diagram.pocket_toggle_requested):
        qtbot.keyClick(ball, Qt.Key.Key_Space)


def test_tab_visits_the_balls_in_number_order_skipping_balls_gone(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    diagram.set_view(MID_FRAME)
    with qtbot.waitActive(diagram):
        diagram.activateWindow()
    diagram.ball_button(3).setFocus()
    visited = [3]
    for _ in range(5):
        qtbot.keyClick(diagram.focusWidget(), Qt.Key.Key_Tab)
        focused = diagram.focusWidget()
        assert isinstance(focused, BallButton)
        visited.append(focused.number)
    assert visited == [3, 4, 5, 6, 7, 9]
    qtbot.keyClick(diagram.focusWidget(), Qt.Key.Key_Tab)
    assert diagram.focusWidget() is diagram.no_contact_button()


def test_arrow_keys_move_between_balls_skipping_balls_gone(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    diagram.set_view(MID_FRAME)
    with qtbot.waitActive(diagram):
        diagram.activateWindow()
    diagram.ball_button(7).setFocus()
    qtbot.keyClick(diagram.ball_button(7), Qt.Key.Key_Right)
    assert diagram.focusWidget() is diagram.ball_button(9)
    qtbot.keyClick(diagram.ball_button(9), Qt.Key.Key_Left)
    assert diagram.focusWidget() is diagram.ball_button(7)
    qtbot.keyClick(diagram.ball_button(7), Qt.Key.Key_Left)
    assert diagram.focusWidget() is diagram.ball_button(6)


# -- what cannot be touched -----------------------------------------------------------------------


def test_balls_gone_from_the_table_send_nothing_and_take_no_focus(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    diagram.set_view(MID_FRAME)
    gone = diagram.ball_button(1)
    assert gone.focusPolicy() == Qt.FocusPolicy.NoFocus
    pos = gone.rect().center()
    with NoRequests(diagram):
        qtbot.mouseClick(gone, Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseClick(gone, Qt.MouseButton.RightButton, pos=pos)
        qtbot.mouseClick(gone, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, pos)
        qtbot.keyClick(gone, Qt.Key.Key_Space)
        qtbot.keyClick(gone, Qt.Key.Key_Menu)


def test_the_read_only_replay_sends_nothing(qtbot: QtBot, diagram: BallDiagram) -> None:
    diagram.set_view(
        DiagramView(
            on_table=frozenset({2, 5, 9}),
            pocketed=frozenset({9}),
            first_contact=2,
            interactive=False,
            fouled=True,
        )
    )
    assert not diagram.no_contact_button().isVisible()
    with NoRequests(diagram):
        for number in (2, 5, 9):
            ball = diagram.ball_button(number)
            pos = ball.rect().center()
            assert ball.focusPolicy() == Qt.FocusPolicy.NoFocus
            qtbot.mouseClick(ball, Qt.MouseButton.LeftButton, pos=pos)
            qtbot.mouseClick(ball, Qt.MouseButton.RightButton, pos=pos)
            qtbot.keyClick(ball, Qt.Key.Key_Space)
        qtbot.mouseClick(diagram.no_contact_button(), Qt.MouseButton.LeftButton)
    assert diagram.caption_text().startswith("Foul")
    assert "pocketed on this shot" in diagram.ball_button(9).accessibleName()


# -- no contact -----------------------------------------------------------------------------------


def test_no_contact_button_requests_and_shows_only_what_the_view_says(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    button = diagram.no_contact_button()
    assert not button.isChecked()
    with qtbot.waitSignal(diagram.no_contact_requested):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isChecked()

    diagram.set_view(DiagramView(first_contact=None))
    assert button.isChecked()
    assert diagram.caption_text() == "No contact: the cue ball hit no ball"
    with qtbot.waitSignal(diagram.no_contact_requested):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked()


# -- what it says ---------------------------------------------------------------------------------


def test_accessible_names_follow_the_view(diagram: BallDiagram) -> None:
    names = {n: diagram.ball_button(n).accessibleName() for n in range(1, 10)}
    assert names[1] == "Ball 1, first contact (lowest ball)"
    assert names[2] == "Ball 2, on the table"

    diagram.set_view(MID_FRAME)
    names = {n: diagram.ball_button(n).accessibleName() for n in range(1, 10)}
    assert names[1] == "Ball 1, off the table"
    assert names[4] == "Ball 4, pocketed on this shot"
    assert names[5] == "Ball 5, first contact"
    assert names[7] == "Ball 7, jumped off the table"
    assert names[9] == "Ball 9, on the table"
    assert "Space" in diagram.ball_button(3).accessibleDescription()
    assert diagram.accessibleDescription().startswith("On the table: 3, 4, 5, 6, 7, 9.")


def test_caption_tells_a_chosen_first_contact_from_the_default(diagram: BallDiagram) -> None:
    assert diagram.caption_text() == "First contact: ball 1 (lowest ball)"
    diagram.set_view(MID_FRAME)
    assert diagram.caption_text() == "First contact: ball 5  ·  Pocketed: 4, 6  ·  Jumped: 7"


def test_a_view_with_a_ball_outside_1_to_9_is_refused() -> None:
    with pytest.raises(ValueError, match="1-9"):
        DiagramView(pocketed=frozenset({10}))
    with pytest.raises(ValueError, match="1-9"):
        DiagramView(first_contact=0)


# -- layout ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "columns"),
    [
        ((1900, 330), 9),  # wide monitor strip: one row
        ((1024, 420), 5),  # 1024x600 tablet window, diagram in the middle: two rows
        ((420, 640), 3),  # narrow and tall: three by three
    ],
)
def test_the_balls_reflow_to_the_space_and_stay_big_enough_to_touch(
    qtbot: QtBot, diagram: BallDiagram, size: tuple[int, int], columns: int
) -> None:
    diagram.resize(*size)
    flush()
    assert diagram.columns() == columns
    rects = [diagram.ball_button(n).geometry() for n in range(1, 10)]
    field = diagram.ball_button(1).parentWidget()
    assert field is not None
    for index, rect in enumerate(rects):
        assert rect.width() >= MIN_BALL_CELL
        # The ball itself (0.71 of the cell) stays a 44 px touch target.
        assert rect.width() * 0.71 >= 44
        assert field.rect().contains(rect)
        for other in rects[index + 1 :]:
            assert not rect.intersects(other)
    assert rects[0].y() == rects[columns - 1].y()
    if columns < 9:
        assert rects[columns].y() > rects[0].y()


def test_size_hints_ask_for_room_for_big_balls(diagram: BallDiagram) -> None:
    assert diagram.sizeHint().width() >= 9 * MIN_BALL_CELL
    assert diagram.minimumSizeHint().width() >= 3 * MIN_BALL_CELL
    assert diagram.minimumSizeHint().width() <= diagram.sizeHint().width()


# -- the painter ----------------------------------------------------------------------------------


def _close(a: QColor, b: QColor, tolerance: int = 60) -> bool:
    pairs = ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))
    return all(abs(x - y) <= tolerance for x, y in pairs)


@pytest.mark.parametrize("number", [CUE_BALL, *range(1, 16)])
def test_every_ball_is_painted_in_its_own_colour(number: int) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1d6a45"))
    painter = QPainter(image)
    paint_ball(painter, QPointF(100, 100), 90, number)
    painter.end()
    # Right of the number disc, a little below the middle: the ball's own colour, lightly shaded.
    side = image.pixelColor(160, 110)
    assert _close(side, ball_colour(number)), (number, side.name())
    if number >= 9:
        # Striped balls are white at the top.
        assert _close(image.pixelColor(100, 18), QColor("#f8f6ee"), 80)
    if number != CUE_BALL:
        # The white number disc, above the digits.
        assert _close(image.pixelColor(100, 66), QColor("#f8f6ee"), 80)


def test_the_caption_grows_with_the_window_zoom(diagram: BallDiagram) -> None:
    caption = diagram.findChild(QWidget, "ballDiagramCaption")
    assert caption is not None
    before = caption.font().pointSizeF()
    bigger = diagram.font()
    bigger.setPointSizeF(bigger.pointSizeF() * 2)
    diagram.setFont(bigger)
    assert caption.font().pointSizeF() == pytest.approx(before * 2)
    assert caption.font().bold()


def test_the_no_contact_button_grows_with_the_window_zoom(diagram: BallDiagram) -> None:
    button = diagram.no_contact_button()
    before_size = button.minimumSize()
    bigger = diagram.font()
    bigger.setPointSizeF(bigger.pointSizeF() * 2)
    diagram.setFont(bigger)
    assert button.font().pointSizeF() == pytest.approx(bigger.pointSizeF())
    assert button.minimumHeight() >= 44
    assert button.minimumWidth() > before_size.width()
    # Checking it (bold text) must fit in the room it already has.
    diagram.set_view(DiagramView(first_contact=None))
    assert button.sizeHint().width() <= max(button.minimumWidth(), button.width())


# -- nothing to say about contact -----------------------------------------------------------------


def test_without_contact_no_ball_is_marked_and_the_caption_says_nothing_of_contact(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    # No match open: the controller still knows no first contact, which must not read "No contact".
    diagram.set_view(DiagramView(interactive=False, first_contact=None, show_contact=False))
    assert diagram.caption_text() == ""
    assert not diagram.no_contact_button().isVisible()
    assert not diagram.no_contact_button().isChecked()
    assert "contact" not in diagram.accessibleDescription().lower()

    # Push-out choice pending: the lowest ball must not be shown as "first contact".
    diagram.set_view(
        DiagramView(
            on_table=frozenset({4, 6, 9}),
            first_contact=4,
            first_contact_is_default=True,
            interactive=False,
            show_contact=False,
        )
    )
    assert diagram.caption_text() == ""
    for number in range(1, 10):
        assert "first contact" not in diagram.ball_button(number).accessibleName()
    assert diagram.ball_button(4).accessibleName() == "Ball 4, on the table"


def test_an_interactive_view_without_contact_hides_the_no_contact_button(
    diagram: BallDiagram,
) -> None:
    diagram.set_view(DiagramView(pocketed=frozenset({3}), show_contact=False))
    assert not diagram.no_contact_button().isVisible()
    assert diagram.caption_text() == "Pocketed: 3"
    diagram.set_view(DiagramView(first_contact=2))
    assert diagram.no_contact_button().isVisible()
    assert diagram.caption_text() == "First contact: ball 2"


def test_a_caption_given_by_the_view_replaces_the_made_one(diagram: BallDiagram) -> None:
    diagram.set_view(
        DiagramView(
            on_table=frozenset({9}),
            interactive=False,
            show_contact=False,
            caption="Match won by Petrov",
        )
    )
    assert diagram.caption_text() == "Match won by Petrov"
    assert diagram.accessibleDescription() == "On the table: 9. Match won by Petrov"
    diagram.set_view(DiagramView(first_contact=1, first_contact_is_default=True, caption=""))
    assert diagram.caption_text() == ""
    # Markers still follow show_contact: a caption alone does not hide them.
    assert diagram.ball_button(1).accessibleName() == "Ball 1, first contact (lowest ball)"


def test_the_defaults_still_describe_contact_as_before() -> None:
    view = DiagramView()
    assert view.show_contact is True
    assert view.caption is None


# -- painting only what changed -------------------------------------------------------------------


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted: list[QObject] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.append(watched)
        return False


def test_a_view_that_changes_one_ball_repaints_only_that_ball(
    qtbot: QtBot, diagram: BallDiagram
) -> None:
    flush()
    counter = PaintCounter()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(counter)
    try:
        diagram.set_view(
            DiagramView(first_contact=1, first_contact_is_default=True, pocketed=frozenset({5}))
        )
        qtbot.waitUntil(lambda: diagram.ball_button(5) in counter.painted)
        flush()
        balls_painted = {o for o in counter.painted if isinstance(o, BallButton)}
        assert balls_painted == {diagram.ball_button(5)}
        counter.painted.clear()
        diagram.set_view(diagram.view)
        flush()
        assert counter.painted == []
    finally:
        app.removeEventFilter(counter)


def test_a_cached_ball_is_the_same_picture_as_the_painted_one() -> None:
    clear_ball_pixmaps()
    vector = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    cached = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    for image, draw in ((vector, paint_ball), (cached, blit_ball)):
        image.fill(QColor("#1d6a45"))
        painter = QPainter(image)
        draw(painter, QPointF(60, 60), 50, 9)
        painter.end()
    for x, y in ((60, 60), (30, 60), (95, 70), (60, 20), (60, 100)):
        assert _close(vector.pixelColor(x, y), cached.pixelColor(x, y), 12), (x, y)
    assert ball_pixmap_stats().entries == 1
    first = ball_pixmap(9, 100, font=QFont())
    assert ball_pixmap(9, 100, font=QFont()).cacheKey() == first.cacheKey()


def test_a_high_dpi_ball_is_cached_at_device_resolution() -> None:
    sharp = ball_pixmap(3, 200, device_pixel_ratio=2.0)
    assert sharp.devicePixelRatio() == 2.0
    # 200 device pixels across plus the rim's padding: 100 logical pixels of ball, not stretched.
    assert 200 <= sharp.width() <= 206
    assert ball_pixmap(3, 200, device_pixel_ratio=1.0).cacheKey() != sharp.cacheKey()


def test_a_scaled_painter_gets_vector_balls_not_a_stretched_pixmap() -> None:
    clear_ball_pixmaps()
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1d6a45"))
    painter = QPainter(image)
    painter.scale(2.0, 2.0)
    blit_ball(painter, QPointF(50, 50), 45, 2)
    painter.end()
    assert ball_pixmap_stats().entries == 0
    assert _close(image.pixelColor(160, 110), ball_colour(2))
