<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>BallButton</name>
    <message>
        <source>off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pocketed on this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jumped off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first contact (lowest ball)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between the states of one ball</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ball}: {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: pocketed on this shot. F: first contact. J: jumped off the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BallDiagram</name>
    <message>
        <source>No contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cue ball hit no ball on this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark that the cue ball hit no object ball on this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact: the cue ball hit no ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First contact: ball {number} (lowest ball)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First contact: ball {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocketed: {balls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumped: {balls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  </source>
        <comment>separator between parts of the caption</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{prefix} then {balls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  Keys: {jumped}, {first}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  Shift+click: jumped  ·  Keys: {pocket}, {first}, {jumped}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: {balls}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>No clock on the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not timed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} with the extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds}: first shot after the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds}: shot after a push-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} a shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: {seconds}. Start when the balls stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time warning ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot taken in {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time foul? ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Extension used: +{seconds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No extension left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extension +{seconds} ({n} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{seconds} ({n} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ +{seconds} used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>The match is over. Undo to change the last frame, or start a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This frame is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose: shoot from this position, or pass the shot back ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No push-out is waiting for a choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A push-out is allowed only on the shot right after a legal break ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push-outs are not played in this event ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event is not played on a shot clock: there are no extensions or time fouls ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No extension is left for the player at the table in this frame ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This shot already has its extension: a shot is extended once ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shot clock runs from the first shot after the break: nothing to extend or to time before it ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to re-rack before the break: a stalemate can only be called once the frame has started ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame starts with the break: record a foul on the break as a shot ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls to a rail only count on the break ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rails do not count: a ball pocketed on the break already makes it legal ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the break the rails are counted instead: {n}+ balls to a rail ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail does not apply to a push-out ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail does not apply: a ball is pocketed on this shot ({rule} only judges a shot that pockets nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball {balls} is no longer on the table (on the table: {on_table}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls {balls} are no longer on the table (on the table: {on_table}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That ball is no longer on the table: check the balls marked for this shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The facts marked for this shot cannot all be true: please check them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This frame already holds {limit} actions, the most one frame can keep; nothing more can be recorded in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match already holds as much as one match file can keep; nothing more can be recorded in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shot can record at most {limit} foul reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reason can be at most {limit} characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These match settings cannot be played: {setting} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match could not be started: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start or resume a match first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is being scored in another window; here it is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so this match is opened read-only: it can be looked at and printed, not scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at the table. The 9 pocketed on a legal shot wins the frame, even on a combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamond rack, the 1 at the apex, the 9 in the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The break must hit the 1 first and pocket a ball or drive four balls to a rail; otherwise foul, ball in hand. The 9 on a legal break wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shot after the break may be a push-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push-out: declared, only right after a legal break; the opponent then shoots or passes the shot back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foul ends the inning; balls stay down except the 9, which is spotted; the opponent has ball in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul if the cue ball first hits a ball other than the lowest, or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul if nothing is pocketed and no ball reaches a rail after contact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand: the cue ball may be placed anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ball off the table is a foul; object balls are not spotted, except the 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving an obstructing ball on a jump or massé, touching a ball, a double hit or no foot on the floor: the operator records the foul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three fouls in a row lose the frame; a warning is given after the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame ends when the 9 is pocketed legally or a player loses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the shot clock (when the event has one): the time runs from when the balls stop to the stroke; a warning, an extension per player per frame; out of time is a foul, which the referee confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch and mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine-ball as ninescore scores it. Every decision in the log cites its rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ninescore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ninescore {version}

A table-side scorekeeper for nine-ball pool: every shot, every rule, every match saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>{score} ({race})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {profile}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Open match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} file(s) in the matches folder could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per match (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per frame (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export player statistics as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is being scored in another ninescore window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the match {players} of {date} to the trash folder?

It is not erased: it can be copied back from {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {n} matches to the trash folder?

They are not erased: they can be copied back from {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player or event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a player&apos;s name or an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches from this day on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches up to this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the matches folder again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the match&apos;s frames and numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers of the first player, head-to-head against the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the match sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the match sheet as a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the statistics of the selected (or all shown) matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on scoring this unfinished match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the match to the trash folder (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} of {n} matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opened match is no longer in the matches folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>1 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball pocketed on this shot (press again to unmark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+1 … 9, or F then 1 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ball the cue ball hit first (the lowest ball is the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No contact: the cue ball hit nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J then 1 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball jumped off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch: the cue ball was pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail after contact (R8; only when nothing is pocketed, so it is disabled while a ball is marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the break: four or more balls reached a rail (R3a). Starts off: a break that pockets nothing and has it off is a foul, and the shot panel says so before Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare a push-out (only right after a legal break, R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul reasons (R11), and a foul between shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit the shot; with nothing marked it is a legal miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the marks of this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A / B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a push-out: shoot / pass the shot back (R5e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P / Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock (R14): start or pause it / reset it to the shot&apos;s full time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extension for the player at the table (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time foul (R14), the referee&apos;s call; asked first unless the time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo / redo, without limit and across frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New match / resume a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P / Ctrl+E / Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the match sheet / export it as PDF / the match history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F11, Ctrl++ (or Ctrl+=), Ctrl+-, Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, larger, smaller, normal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1, Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This list, quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a focused ball: Space, Menu, arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocketed, first contact, move between balls (F and J stay the window&apos;s: then a digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap / click a ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pocketed on this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long press, right-click or Ctrl+click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First contact (the lowest ball is the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+click, or “Tap = jumped”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumped off the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>The new language will be used the next time ninescore starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language “{lang}”: choose one of {choices}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <source>No table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting to ninescore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is not played on the shot clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seconds are counted by the scoring window&apos;s own feed (View → Live feed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for the shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is served at this address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This feed needs its token: add ?token=… to the address, as the program shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live feed is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveFeedDialog</name>
    <message>
        <source>Live feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scoreboard of this table for a stream and for the room&apos;s TV, updated at every shot. In OBS, add a Browser source and paste an address below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the live feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open to other machines on this network (the addresses carry a token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorebug (names, score, race):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack (the balls on the table):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock (the seconds, the extensions left):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board (every table, for the room&apos;s TV):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live feed cannot be served on port {port}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served at {address}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live feed is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: {text}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveMenu</name>
    <message>
        <source>Spectator &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show the spectator screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live &amp;feed…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}, ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved an obstructing ball on a jump or massé</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ball touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double hit or push shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no foot on the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 on the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 on a legal shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing pocketed on the break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} missed: nothing pocketed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} comes to the table and plays the balls as they lie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — the cue ball hit no ball.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — wrong ball first: the {hit} before the {lowest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — no ball reached a rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — nothing pocketed on the break and fewer than {n} balls reached a rail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — cue ball pocketed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — cue ball off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — ball {balls} off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul between shots — {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pocketed ball {balls}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pocketed balls {balls}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — balls {balls} off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul — time ran out on the shot clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes an extension: more time for this shot (extensions left: {n}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It counts as one foul: the first in a row for {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It counts as one foul: the second in a row for {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It counts as one foul: fouls in a row for {name}: {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball {balls} stays down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls {balls} stay down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball {balls} leaves play and is not spotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls {balls} leave play and are not spotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 9 is spotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has ball in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} may push out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pushed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} chooses: shoot, or pass the shot back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shoots from the position as it lies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes the shot back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s count of fouls in a row starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: {name} has two fouls in a row; a third loses the frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the frame: {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: re-rack, {name} breaks again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sentence} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes an extension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: time foul (shot clock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit the {ball} first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pocketed {balls}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} balls to a rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cue ball off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{balls} off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {facts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} accepts the push-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes the push-out back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: foul between shots ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses the frame (concession or infraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate declared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the frame: the 9 on the break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the frame: the 9 on a combination or carom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the frame: the 9 on a legal shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loser} loses the frame: three fouls in a row. ({rule}) {winner} wins it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loser} loses the frame by concession or ruling. ({rule}) {winner} wins it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>What happened and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame {number}: {name} won ({how}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to break.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume a match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print match sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate: re-rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abandon this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the marks of this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ninescore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start or pause the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot &amp;taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Extension for the player at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;foul (R14)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the &amp;frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(used from the next start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match being scored elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is being scored in another ninescore window. Open it read-only here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First contact: press the ball&apos;s number (0: no contact).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumped off the table: press the ball&apos;s number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{outcome}

Record this foul?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This foul loses the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shot clock has not run out. Record a time foul by {name} anyway ({rule})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses this frame. Reason (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this match as abandoned? It stays saved and can be resumed or reviewed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is as large as this window has room for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last actions of this match could not be saved: {reason}

If you quit now they are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep scoring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchPanel</name>
    <message>
        <source>Frames (double-click one to replay it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a match in the list to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration: {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how}, break and run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how} (re-racked {n}×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  dry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  fouled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  golden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  wrong ball first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cue ball pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ball off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  other (recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concessions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap race (a different race for each player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toss a coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. City Open 2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Last 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who scores this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race and break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First break:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later frames:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee / operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for A, and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coin toss: {name} breaks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter both players&apos; names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players need different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A race must be at least 1 frame.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>The seed&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WPA World Standardized Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Television format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WPA rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the winner of a frame breaks the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players alternate the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loser of a frame breaks the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shot clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot clock ({rule}): {seconds} a shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning at {seconds} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} × {seconds} extension per player per frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} for the first shot after the break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} for the shot after a push-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three-foul rule (R12) on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three-foul rule (R12) off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 9 pocketed on the break wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 9 pocketed on the break is spotted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push-outs played ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push-outs not played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>(no opponent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Head-to-head against:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From this day (the lowest date means: from the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until this day (the lowest date means: until today)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save these numbers as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading matches… {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — matches: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} against {b} — matches: {n}, won {wa}–{wb}; frames {fa}–{fb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, all matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-and-run %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls per frame</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>{n}. {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a match and choose a frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shot: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First action of the frame (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{next} Ball in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous action (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next action (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action of the frame (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action in the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions of the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules made of this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table before this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table after this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of frame {n}: {a} – {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {n}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time}, shot time {seconds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: {name} had ball in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {name} chooses to shoot or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next to shoot: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand: yes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball in hand: no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls in a row: {a} {fa}, {b} {fb}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table after it: {balls}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>{a} {sa}–{sb} {b}   (race to {race}, frame {frames})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BEING SCORED IN ANOTHER WINDOW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match was left unfinished. Go on scoring it where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the match to go on scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Three fouls in a row lose the frame (R12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the frame (R3d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is spotted, the breaker continues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push-outs are played (R5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 9 on a legal break:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveErrorBar</name>
    <message>
        <source>Retry now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is retried every few seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>★ WINNER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ AT THE TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AT THE TABLE ◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {first}, {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is at the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>WARNING ({rule}): {name} has fouled twice in a row — a third foul loses the frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: scored in another window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} chooses: shoot from here ({shoot}), or pass the shot back ({pass_}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} breaks. Mark the balls pocketed, or {rails_key} if {n} or more reached a rail; then {commit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has ball in hand ({rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to shoot — may push out ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: shoot or pass back?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to shoot — ball in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These marks cannot all be true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On commit: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match
over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame
{number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fouls in a row: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BALL IN HAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUSH-OUT AVAILABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHOOT OR PASS?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ WARNING: 2 FOULS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MATCH WON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} {a}–{b} {second} — ninescore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame {number} is open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} loses the frame (concession or infraction)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Unknown paper size “{paper}”: use a4 or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheet: {a} vs {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheets ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a folder; give a file name for the PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, a pipe, a socket or a link); give the name of a file for the PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF cannot be written to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} to {n_a}, {b} to {n_b} (handicap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{start} – {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} breaks first; {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine-ball, {race}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{profile} — {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ABANDONED — the match was stopped before it was won; the score when it stopped was {a}–{b}. No winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IN PROGRESS — the match is not finished; the score so far is {a}–{b}. This is not a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how} (after a re-rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{how} (after {n} re-racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame {n} — {breaker} breaks — {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine-ball match sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player A — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player B — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} vs {b} — match sheet (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match {id} · ninescore {version} · page {page} of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WINNER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls on break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By signing, the players and the referee confirm the result above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot-by-shot log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling (rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{heading} (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheet — print preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print match sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sheets-{n}-matches.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheet {a} vs {b}, {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export match sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShotClockBar</name>
    <message>
        <source>▮▮ Pause  [{key}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Start  [{key}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↺ Reset  [{key}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot taken  [{key}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time foul  [{key}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left for this shot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShotClockDialog</name>
    <message>
        <source>The shot clock&apos;s numbers (R14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as any shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for a shot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning when this much is left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extension adds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions per player per frame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First shot after the break:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot after a push-out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The warning must come before the time is up: less than a shot&apos;s time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extension must add some time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer limit cannot be shorter than a shot&apos;s time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShotPanel</name>
    <message>
        <source>↶ Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply again what was undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit — ends the frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit — ends the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap = pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap = jumped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a tap on a ball mark it as jumped off the table ({key} then a digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cue ball off table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}+ balls to a rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the break, at least {n} object balls reached a rail (R3a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview and print the match sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the match sheet as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match is being scored. Start a new match, or resume one ({key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cue ball was pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cue ball left the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After contact, no ball reached a rail (R8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare this shot a push-out (R5): allowed right after a legal break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other foul…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul between shots (no shot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the marks of this shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a legal push-out the other player chooses (R5e): shoot from the position as it lies, or pass the shot back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foul: {reasons}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over. Undo to change the last frame, or start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: this match is being scored in another ninescore window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was the foul?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spectator</name>
    <message>
        <source>ninescore — spectator screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match is being scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen {number}: {model} ({width}×{height})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>ninescore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine-ball scoring, shot by shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished — tap to go on scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All unfinished matches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being scored in another window: opens read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} – {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match {won}–{lost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a}–{b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>race to {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>race to {a}/{b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {n} row(s) to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaker</source>
        <comment>a narrow column of the match sheet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <comment>a narrow column of the match sheet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Innings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls pocketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls per inning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-and-runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push-outs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-foul losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>ninescore cannot open its window because no display was found; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ninescore cannot open its window because the display {display} does not answer; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table-side scorekeeper for nine-ball pool. Without a command, it opens the scoring window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches are kept in {folder} (choose another with --data-dir or NINESCORE_DATA_DIR).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder where matches are kept (overrides NINESCORE_DATA_DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also write the log to the terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language of the program (default: the one chosen in the program, else the system&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder where matches are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language of the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export statistics of stored matches as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write statistics of the stored matches to a CSV file (UTF-8, one header row): one row per match, per frame or per player. The columns are described in docs/statistics.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CSV file to write (replaced if it exists); - writes to the terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one row per match (the default), per frame, or per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only matches this player played (case is ignored); with --what players, only this player&apos;s row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only matches of this event (case is ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only matches started on or after this day (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only matches started on or before this day (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} is not a date; write it as YYYY-MM-DD, for example 2025-03-01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period is empty: --since {since} is after --until {until}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data folder {folder} does not exist, so there is nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output could not be written: standard output is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output could not be written: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output could not be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a folder; give the name of the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a regular file (a device, a pipe, a socket or a link), so it is not written; give the name of a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be written because the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be written: its folder is read-only or not writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {file}: the folder {folder} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a match sheet as a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the match sheet of a stored match as a PDF file, ready to print and sign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a match id, the first characters of one, or the path of a match file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF file to write (replaced if it exists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add pages with every shot of every frame and the rules applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the paper size (default: a4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match sheet written to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load and replay every stored match and report any problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load and replay every stored match and report each problem with its file and place. Exit status 1 if any file has a problem. Never changes a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} temporary file(s) left by interrupted saves were ignored; they are harmless and never listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked {files} match file(s) in {folder}: {problems} problem(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked {files} match file(s) in {folder}: all of them are sound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count must be a whole number from 1 to 1000000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate sample matches to look at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate realistic sample matches (random but rule-abiding play) into the data folder, saved exactly as real scoring saves them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many matches (default: 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number to get the same matches again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip flushing each file to the disk (much faster for thousands of matches; a power cut during generation may lose some of them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {saved} of {count} sample match(es) could be saved in {folder}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {count} sample match(es) in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the stored matches, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the stored matches, newest first: date, players, score, status, event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the list as JSON, for scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches are stored in {folder} yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve the live feed (stream overlays, the room&apos;s board) of the matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve, read-only, every match of the data folder as it is played: a JSON API, Server-Sent Events and pages for OBS and the room&apos;s TV. Follows the match files as they change, so it runs beside the scoring window or on the desk&apos;s machine over a shared folder. Stops with Ctrl+C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where to listen (default 127.0.0.1:{port}); any address but this machine&apos;s own needs a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token every request must carry (header or ?token=); made up and shown when listening beyond this machine without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also write one text file per field into DIR, for OBS text sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{listen}” is not an address to listen on: give HOST:PORT, such as 127.0.0.1:8909.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live feed cannot listen on {host}:{port}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text folder {folder} cannot be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live feed of {folder} at {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board for the room&apos;s TV:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorebug overlay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack overlay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed is open beyond this machine, so every address needs this token: {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+C stops it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>The match file {file} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} cannot be read: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a folder, not a match file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a regular file (a device, a pipe or a socket), so it is not read as a match file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a symbolic link; ninescore reads only the files in its own folder, so it is left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is too large to be a match file ({size} bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is not UTF-8 text (a bad byte at position {position}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is damaged: it is not valid JSON at line {line}, column {column} ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is nested too deeply to be a match file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} does not hold a match (a JSON object is expected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} has no valid &quot;format&quot; version number, so it is not a match file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} was written by a newer version of ninescore (format {found}, this version reads up to format {supported}); it is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} uses format {found}, which no version of ninescore wrote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is invalid at {place}: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is invalid: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} has an action that the rules do not allow at {place}: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is inconsistent at {place}: the frame was already won before this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is inconsistent at {place}: the frame is not won, yet another frame follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} is inconsistent at {place}: a frame without actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} stores {stored} at {place}, but replaying its actions gives {replayed}; the replayed value is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} holds the same match (same id) as {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is a second version of a match, kept when two writers met; it is not listed as a match of its own: compare it with the match and move the one not wanted to the trash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stored match has an id starting with {prefix}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than one stored match has an id starting with {prefix}; give more characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match {prefix} is stored in {count} files that differ ({files}); give the path of the one to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished match cannot be marked as abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be created or used: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be saved because the folder {folder} is read-only or not writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be saved because the disk holding {folder} is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be saved to {file}: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be saved to {file}, which holds a damaged or newer match file that is never overwritten, so this window&apos;s version was saved beside it as {copy}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} was changed by someone else while this window scored it, so it was not overwritten: this window&apos;s version was saved beside it as {copy}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} was carried on by someone else and holds everything this window has and more, so it was not overwritten; resume the match to go on from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not ninescore&apos;s index, so it is left alone; the matches are listed from their files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {file} is not ninescore&apos;s index, so it is left alone; the index is kept in {other} instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match file {file} cannot be moved to the trash: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not in the matches folder {folder}, so ninescore does not move or change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is being scored in another ninescore window (process {pid} on {host}, since {since}); it can only be opened read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it and kept what it scored since beside it as {copy}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match cannot be locked for scoring: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
