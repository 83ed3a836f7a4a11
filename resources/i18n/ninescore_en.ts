<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
    <context>
        <name>AssignmentDialog</name>
        <message>
            <source>Send a match to a table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send to table:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send to table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Second player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames to win:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event (optional):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round (optional):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send to the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the table and two different players' names to send a match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be sent: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BallButton</name>
        <message>
            <source>off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pocketed on this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>jumped off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first contact (lowest ball)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, </source>
            <comment>separator between the states of one ball</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{ball}, {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{ball}: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space: pocketed on this shot. Menu key: first contact. Arrows: the next ball.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BallDiagram</name>
        <message>
            <source>No contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cue ball hit no ball on this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark that the cue ball hit no object ball on this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No contact: the cue ball hit no ball</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First contact: ball {number} (lowest ball)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First contact: ball {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pocketed: {balls}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jumped: {balls}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  ·  </source>
            <comment>separator between parts of the caption</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{prefix} then {balls}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  Keys: {jumped}, {first}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  Shift+click: jumped  ·  Keys: {pocket}, {first}, {jumped}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the table: {balls}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Bracket</name>
        <message>
            <source>Knockout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting for its players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ready to call</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>called to {table}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>playing at {table}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{score}, {winner} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner of #{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loser of #{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No. {place} of group {letter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seed {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Calling</name>
        <message>
            <source>Result of match {number} from {table}: {winner} wins {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Called match {number} to {table}: {players}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Took back the call of match {number} from {table}: it has a result, or other players.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>called %n minute(s) ago</source>
            <translation>
                <numerusform>called %n minute ago</numerusform>
                <numerusform>called %n minutes ago</numerusform>
            </translation>
        </message>
        <message>
            <source>Match {number} at {table} ({players}) was {late} and has not started: give a forfeit with 'ninescore tournament result' if a player is absent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict: match {number} at {table} ({players}, now {score}) was changed or left unfinished after its result was taken in; undo the result and give it again, or keep it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} at {table} ({players}, {score}) was left unfinished: take it up again at the table, or give its result with 'ninescore tournament result'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, whose players are others; give its result by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, which the bracket does not have.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, which cannot be played yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} waits for {name} to check in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} waits: {name} is playing another match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} waits for a free table.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n result(s) taken in</source>
            <translation>
                <numerusform>%n result taken in</numerusform>
                <numerusform>%n results taken in</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n match(es) called</source>
            <translation>
                <numerusform>%n match called</numerusform>
                <numerusform>%n matches called</numerusform>
            </translation>
        </message>
        <message>
            <source>{results}, {calls}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now calling: {table} — {first} v {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up next: {first} v {second} (match {number})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a list of tables (write them as 1-16, or 1,3,5-8).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CallingPage</name>
        <message>
            <source>Call by itself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Call the next match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tables:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Late after (min):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A player is absent…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChangeRulesDialog</name>
        <message>
            <source>The rules of this match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules can be changed until the first break is played; from then on they are fixed, and the match sheet prints them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What undo took back cannot be redone under other rules.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Clock</name>
        <message>
            <source>Not timed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} with the extension</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds}: first shot after the break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds}: shot after a push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} a shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ready: {seconds}. Start when the balls stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time warning ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot taken in {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time foul? ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✓ Extension used: +{seconds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No extension left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extension +{seconds} ({n} left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+{seconds} ({n} left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✓ +{seconds} used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No clock on the break ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none left</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ConflictDialog</name>
        <message>
            <source>A match changed on two machines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match was scored on two machines at once, and the two versions differ. Keep the one that is right; the other goes to the trash folder, where it stays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decide later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>frame {number}: {winner}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last actions:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The version cannot be kept: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Desk</name>
        <message>
            <source>Playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left unfinished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quiet for {minutes} min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last update {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the table: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} : {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>race to {race}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>race to {first}/{second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} – {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the desk: {players}, {race}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next: {players}, {race} (not started)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sheet to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sheet printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changed on two machines, waiting for a person to choose a version: {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions: {count}; last saved {updated}, {where}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot be read: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the match file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>conflict copy from {device}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This machine…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Race A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Race B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last update</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left out of the desk (not readable): {problem}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeskCard</name>
        <message>
            <source>Print sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark printed</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>frame %n</source>
            <translation>
                <numerusform>frame %n</numerusform>
                <numerusform>frame %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeskDay</name>
        <message>
            <source>The desk's day in {file} cannot be read ({reason}); the desk starts a new one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The desk's day cannot be saved in {file} ({reason}); the old one is intact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Already entered, so left out: {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a rating; write a number, such as 612.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the tournament a name first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a list of tables; write them as 1-16, or 1,3,5-8, or TV.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The call cannot be written to the shared folder: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match can be called now: none is ready, or no table is free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap a name when the player reports to the desk; tap again to take it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag a name up or down: the list's order is the seeding (seed 1 first).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Not checked in when the draw closes: left out of the draw (%n now)</source>
            <translation>
                <numerusform>Not checked in when the draw closes: left out of the draw (%n now)</numerusform>
                <numerusform>Not checked in when the draw closes: left out of the draw (%n now)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not checked in when the draw closes: kept in, their first match their opponent's by forfeit (%n now)</source>
            <translation>
                <numerusform>Not checked in when the draw closes: kept in, their first match their opponent's by forfeit (%n now)</numerusform>
                <numerusform>Not checked in when the draw closes: kept in, their first match their opponent's by forfeit (%n now)</numerusform>
            </translation>
        </message>
        <message>
            <source>Running: {summary}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>called</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>taken out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kept for the final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>match left unfinished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phones score through 'ninescore serve --score' on this machine; a token made or withdrawn here counts there at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} at {table} ({players}, now {score}) was changed or left unfinished after its result was taken in: correct the result under Results, or keep it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} at {table} ({players}, {score}) was left unfinished: take it up again at the table, or give its result under Results.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match at {table} ({players}) says it is match {number}, whose players are others: give match {number}'s result under Results.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{place}. {name} — won {won}, lost {lost}, racks {racks_won}:{racks_lost}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the bracket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the results of the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket — print preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the day — print preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the day of {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the bracket…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make the draw first, then start the tournament.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Checked in: {present} of %n</source>
            <translation>
                <numerusform>Checked in: {present} of %n</numerusform>
                <numerusform>Checked in: {present} of %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The draw: {summary}. Not saved until the tournament is started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} at {table}: {players}, {late}, not started.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
        <message>
            <source>Match {number} was called to {table} {late} ago and has not started. Who is not there? That player loses the match by forfeit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is absent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} goes to {winner} by forfeit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo the result of match {number} ({line})? It is played or given again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The result of match {number}: {players}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The phones' tokens cannot be read or kept in {file}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No, keep it</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n table file(s) the bracket did not take: a person decides</source>
            <translation>
                <numerusform>%n table file the bracket did not take: a person decides</numerusform>
                <numerusform>%n table files the bracket did not take: a person decides</numerusform>
            </translation>
        </message>
        <message>
            <source>The token of {table} scores nothing from now on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The desk stops running {name}: its file, results and standings stay as they are, and a new list of entrants begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The printed card of {table} will score nothing once the server starts again; a new token and card can be made after.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not an address a phone can open; write it as http://192.168.1.5:8909.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeskOffers</name>
        <message>
            <source>Tournament desk…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeskWindow</name>
        <message>
            <source>Tournament desk — ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print all waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark all printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send a match…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Room TV board</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a version…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No table has a match today yet. Matches appear here as soon as the tables' files arrive in {folder}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Print all waiting (%n)</source>
            <translation>
                <numerusform>Print all waiting (%n)</numerusform>
                <numerusform>Print all waiting (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n table(s)</source>
            <translation>
                <numerusform>%n table</numerusform>
                <numerusform>%n tables</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n playing</source>
            <translation>
                <numerusform>%n playing</numerusform>
                <numerusform>%n playing</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) to print</source>
            <translation>
                <numerusform>%n sheet to print</numerusform>
                <numerusform>%n sheets to print</numerusform>
            </translation>
        </message>
        <message>
            <source>Tournament desk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The printed marks cannot be saved: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The results cannot be written to {file}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results saved to {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Room TV: {url}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The room's board cannot be served here.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DrawPage</name>
        <message>
            <source>Format:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Race to, {stage}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>True double final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One race final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The final:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Groups:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each group sends on:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List's order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By rating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seeding:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Absent: left out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Absent: bye to opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make the draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start the tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>groups</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EntrantDialog</name>
        <message>
            <source>Entrant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Club:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rating:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EntrantsPage</name>
        <message>
            <source>The tournament's name, such as Club Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a file…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste names…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stored players…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tournament:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new tournament…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entrants in seeding order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Begin a new one</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The match is over. Undo to change the last frame, or start a new match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This frame is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First choose: shoot from this position, or pass the shot back ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No push-out is waiting for a choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A push-out is allowed only on the shot right after a legal break ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push-outs are not played in this event ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This event is not played on a shot clock: there are no extensions or time fouls ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No extension is left for the player at the table in this frame ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This shot already has its extension: a shot is extended once ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shot clock runs from the first shot after the break: nothing to extend or to time before it ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to re-rack before the break: a stalemate can only be called once the frame has started ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The frame starts with the break: record a foul on the break as a shot ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls to a rail only count on the break ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rails do not count: a ball pocketed on the break already makes it legal ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the break the rails are counted instead: {n}+ balls to a rail ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rail does not apply to a push-out ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rail does not apply: a ball is pocketed on this shot ({rule} only judges a shot that pockets nothing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball {balls} is no longer on the table (on the table: {on_table}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls {balls} are no longer on the table (on the table: {on_table}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That ball is no longer on the table: check the balls marked for this shot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The facts marked for this shot cannot all be true: please check them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is nothing to undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules of this match can no longer be changed: they are set before the first break, and play has begun ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This frame already holds {limit} actions, the most one frame can keep; nothing more can be recorded in it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match already holds as much as one match file can keep; nothing more can be recorded in it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A shot can record at most {limit} foul reasons.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A reason can be at most {limit} characters long.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules do not allow this now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Names and texts cannot hold line breaks, tabs or other control characters; type them on one line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Names and texts cannot hold direction controls (embeddings, overrides or isolates): they could show the players or the score of a line in the wrong order.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These match settings cannot be played: {setting} ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match could not be started: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start or resume a match first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is being scored in another window; here it is read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match was abandoned: nothing is recorded. To score it again, take it up again (Match menu).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder {folder} cannot be written, so this match is opened read-only: it can be looked at and printed, not scored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is nothing to redo.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ForfeitDialog</name>
        <message>
            <source>A forfeit?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No, wait</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at the table. The 9 pocketed on a legal shot wins the frame, even on a combination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Diamond rack, the 1 at the apex, the 9 in the centre.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shot after the break may be a push-out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push-out: declared, only right after a legal break; the opponent then shoots or passes the shot back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play goes on after the break; there is no push-out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A foul ends the inning; balls stay down except the 9, which is spotted; the opponent has ball in hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul if the cue ball first hits a ball other than the lowest, or nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul if nothing is pocketed and no ball reaches a rail after contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball in hand: the cue ball may be placed anywhere.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A ball off the table is a foul; object balls are not spotted, except the 9.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moving an obstructing ball on a jump or massé, touching a ball, a double hit or no foot on the floor: the operator records the foul.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three fouls in a row lose the frame; a warning is given after the second.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push-outs are not played in this match ({rule} does not apply).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three-foul rule is off in this match: fouls in a row are counted and shown, but lose nothing, and no warning is given ({rule} does not apply).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The frame ends when the 9 is pocketed legally or a player loses it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The break must hit the 1 first and pocket a ball or drive four balls to a rail; otherwise foul, ball in hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 9 on a legal break wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 9 on a legal break is spotted and the breaker shoots again ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule} {nine}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is played without a shot clock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The time runs from when the balls stop to the stroke; running out of time is a foul, which the referee confirms.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An extension is taken before the stroke, never on the break.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{numbers}. {sentence}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Played under {profile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the first frame, {rule}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A stalemate (both players agree, or the referee rules, that the frame cannot progress): the rack is racked again and broken by the same breaker, and both foul counts start from 0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Touch and mouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine-ball as ninescore scores it. Every decision in the log cites its rule.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ninescore {version}

A table-side scorekeeper for nine-ball pool: every shot, every rule, every match saved.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>{score} ({race})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules: {profile}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Open match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export statistics as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>matches.csv</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One row per match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One row per frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export player statistics as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player.csv</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is being scored in another ninescore window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the match {players} of {date} to the trash folder?

It is not erased: it can be copied back from {folder}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n file(s) in the matches folder could not be read.</source>
            <translation>
                <numerusform>%n file in the matches folder could not be read.</numerusform>
                <numerusform>%n files in the matches folder could not be read.</numerusform>
            </translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search: player or event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More commands</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Move %n match(es) to the trash folder?

They are not erased: they can be copied back from {folder}.</source>
            <translation>
                <numerusform>Move %n match to the trash folder?

It is not erased: it can be copied back from {folder}.</numerusform>
                <numerusform>Move %n matches to the trash folder?

They are not erased: they can be copied back from {folder}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>player or event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type part of a player's name or an event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;tatus:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches from this day on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches up to this day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abandoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matc&amp;hes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stored matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refresh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the matches folder again (F5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the match's frames and numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Numbers of the first player, head-to-head against the second</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the match sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the match sheet as a PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the statistics of the selected (or all shown) matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go on scoring this unfinished match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the match to the trash folder (asks first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the history (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n match</numerusform>
                <numerusform>%n matches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n match(es)</source>
            <translation>
                <numerusform>{shown} of %n match</numerusform>
                <numerusform>{shown} of %n matches</numerusform>
            </translation>
        </message>
        <message>
            <source>The opened match is no longer in the matches folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>1 … 9</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball pocketed on this shot (press again to unmark)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift+1 … 9, or F then 1 … 9</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ball the cue ball hit first (the lowest ball is the default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No contact: the cue ball hit nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>J then 1 … 9</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball jumped off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scratch: the cue ball was pocketed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cue ball off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rail after contact ({rule}; only when nothing is pocketed, so it is disabled while a ball is marked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the break: four or more balls reached a rail ({rule}). Starts off: a break that pockets nothing and has it off is a foul, and the shot panel says so before Enter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a push-out (only right after a legal break, {rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X then 1 … 5, or X then 0 then 1 … 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit the shot; with nothing marked it is a legal miss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear the marks of this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo / redo, without limit and across frames</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New match / resume a match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the match sheet / export it as PDF / the match history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full screen, larger, smaller, normal size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This list, quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On a focused ball: Space, Menu, arrows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pocketed, first contact, move between balls (F and J stay the window's: then a digit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The foul menu ({rule}): a digit marks a reason on this shot (5: another, typed), then Enter; 0 then a digit records a foul between shots at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a push-out: shoot / pass the shot back ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot clock ({rule}): start or pause it / reset it to the shot's full time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extension for the player at the table ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time foul ({rule}), the referee's call; asked first unless the time is up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{key} (or {other})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap / click a ball</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pocketed on this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long press, right-click or Ctrl+click</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First contact (the lowest ball is the default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift+click, or “Tap = jumped”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jumped off the table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The new language will be used the next time ninescore starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown language “{lang}”: choose one of {choices}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ListFileDialog</name>
        <message>
            <source>Import a list of entrants</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lists of entrants in this folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No CSV or text file in this folder.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Live</name>
        <message>
            <source>No table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table {table}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tables</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match is being played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for a match…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reconnecting to ninescore…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>updated {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is not played on the shot clock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The seconds are counted by the scoring window's own feed (View → Live feed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rail after contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cue ball pocketed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare a push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shoot after the push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass it back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball {ball}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match is being played at this table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved yet: {count} waiting for the network.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Someone else scored this match meanwhile: it is shown as it is now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul on this shot (R11), for:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul between shots (R12)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a match at this table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player who breaks first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The other player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames to win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start scoring it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▶ Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▮▮ Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↺ Reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extension {extension}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time foul (R14)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server cannot be reached: this needs its answer first. Try again when the network is back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time for the shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is served at this address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This feed needs its token: add ?token=… to the address, as the program shows it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The live feed is read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This token scores another table's matches, not this one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are no such rules: choose seed, wpa or tv.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The match has changed: %n action(s) now, not {seen}. Someone else scored it, or an answer was lost; look at the match before going on.</source>
            <translation>
                <numerusform>The match has changed: %n action now, not {seen}. Someone else scored it, or an answer was lost; look at the match before going on.</numerusform>
                <numerusform>The match has changed: %n actions now, not {seen}. Someone else scored it, or an answer was lost; look at the match before going on.</numerusform>
            </translation>
        </message>
        <message>
            <source>This match is being scored in a ninescore window; score it there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The desk has no such assignment (it may have been taken back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match from the desk has been started already; open it instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The request is not one the scoring API takes (at {where}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan with the table's phone to score this table's matches.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LiveFeedDialog</name>
        <message>
            <source>Live feed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scoreboard of this table for a stream and for the room's TV, updated at every shot. In OBS, add a Browser source and paste an address below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Serve the live feed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open to other machines on this network (the addresses carry a token)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Port:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scorebug (names, score, race):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rack (the balls on the table):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot clock (the seconds, the extensions left):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board (every table, for the room's TV):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Token:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The live feed cannot be served on port {port}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Served at {address}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The live feed is off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied: {text}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LiveMenu</name>
        <message>
            <source>Spectator &amp;screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Show the spectator screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live &amp;feed…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>option:{name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>R{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule}, ruling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>moved an obstructing ball on a jump or massé</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ball touched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double hit or push shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no foot on the floor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>other foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the 9 on a combination or carom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the 9 on the break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the 9 on a legal shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three fouls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>concession</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legal break.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing pocketed on the break.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} missed: nothing pocketed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} stays at the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} comes to the table and plays the balls as they lie.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — the cue ball hit no ball.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — wrong ball first: the {hit} before the {lowest}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — no ball reached a rail.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — cue ball pocketed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — cue ball off the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — ball {balls} off the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul between shots — {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} pocketed ball {balls}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} pocketed balls {balls}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Foul — nothing pocketed on the break and fewer than %n balls reached a rail.</source>
            <translation>
                <numerusform>Foul — nothing pocketed on the break and fewer than %n ball reached a rail.</numerusform>
                <numerusform>Foul — nothing pocketed on the break and fewer than %n balls reached a rail.</numerusform>
            </translation>
        </message>
        <message>
            <source>Foul — balls {balls} off the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul — time ran out on the shot clock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} takes an extension: more time for this shot (extensions left: {n}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It counts as one foul: the first in a row for {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It counts as one foul: the second in a row for {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It counts as one foul: fouls in a row for {name}: {n}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball {balls} stays down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls {balls} stay down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball {balls} leaves play and is not spotted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls {balls} leave play and are not spotted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 9 is spotted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has ball in hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} may push out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} pushed out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} chooses: shoot, or pass the shot back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} shoots from the position as it lies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} passes the shot back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s count of fouls in a row starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WARNING: {name} has two fouls in a row; a third loses the frame.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins the frame: {how}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stalemate: re-rack, {name} breaks again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins the match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{sentence} ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} takes an extension.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: time foul (shot clock)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hit the {ball} first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pocketed {balls}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n ball(s) to a rail</source>
            <translation>
                <numerusform>%n ball to a rail</numerusform>
                <numerusform>%n balls to a rail</numerusform>
            </translation>
        </message>
        <message>
            <source>no rail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scratch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cue ball off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{balls} off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {facts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} accepts the push-out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} passes the push-out back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: foul between shots ({reason})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loses the frame (concession or infraction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stalemate declared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{loser} loses the frame: three fouls in a row. ({rule}) {winner} wins it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{loser} loses the frame by concession or ruling. ({rule}) {winner} wins it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LogView</name>
        <message>
            <source>What happened and why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame {number}: {name} won ({how}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to break.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MachineDialog</name>
        <message>
            <source>This machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 3, or TV table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This folder is shared with Syncthing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Share this folder with Syncthing: {folder}. Turning sharing on writes the ignore file (.stignore) that keeps the index, the locks, the trash and this machine's settings on this machine.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table of this machine:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The desk calls a match quiet after:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table's name has characters that are not allowed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings cannot be saved in {folder}: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;New match…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Resume a match…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the r&amp;ules (before the first break)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print match sheet…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;History…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stalemate: re-rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Abandon this match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Take this match up again…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Clear the marks of this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time &amp;foul ({rule})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Normal size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Start or pause the clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reset the clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot &amp;taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Extension for the player at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the &amp;frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Colour-blind balls (a pattern on each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(used from the next start)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match being scored elsewhere</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is being scored in another ninescore window. Open it read-only here?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First contact: press the ball's number (0: no contact).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jumped off the table: press the ball's number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark this foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This foul loses the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Record this foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time ran out on the shot clock. Record a time foul by {name} ({rule}): ball in hand for the opponent?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shot clock has not run out. Record a time foul by {name} anyway ({rule})?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text is as large as this window has room for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last actions of this match could not be saved: {reason}

If you quit now they are lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit without saving</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MatchPanel</name>
        <message>
            <source>Frames (double-click one to replay it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Replay frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames of the match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click a match in the list to open it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duration: {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(playing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{how}, break and run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{how} (re-racked {n}×)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  dry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  fouled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  golden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  wrong ball first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  no contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  no rail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  cue ball pocketed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  ball off the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  other (recorded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Concessions</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player A's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player B's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players already stored — tap to choose:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Handicap race (a different race for each player)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alternate breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loser breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Toss a coin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. City Open 2026</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. Last 16</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>who scores this match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start the match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player A:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player B:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Race and break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Race to:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First break:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Later frames:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee / operator:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player A</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>referee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the last match: {fields}. Check them, or clear them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for A, and</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coin toss: {name} breaks first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter both players' names.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The two players need different names.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A race must be at least 1 frame.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>The seed's rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WPA World Standardized Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Television format</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WPA rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TV format</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the winner of a frame breaks the next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>players alternate the break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the loser of a frame breaks the next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no shot clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shot clock ({rule}): {seconds} a shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning at {seconds} left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no warning</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n × {seconds} extension(s) per player per frame</source>
            <translation>
                <numerusform>%n × {seconds} extension per player per frame</numerusform>
                <numerusform>%n × {seconds} extensions per player per frame</numerusform>
            </translation>
        </message>
        <message>
            <source>no extensions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} for the first shot after the break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} for the shot after a push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three-foul rule (R12) on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three-foul rule (R12) off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a 9 pocketed on the break wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a 9 pocketed on the break is spotted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push-outs played ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push-outs not played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is now played under {profile}: {options}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PasteDialog</name>
        <message>
            <source>Paste the entrants</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One name a line, or rows copied from a spreadsheet with a heading row (Name, Club, Rating, Seed).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add them</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PhoneTile</name>
        <message>
            <source>Make a token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No token</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PhonesPage</name>
        <message>
            <source>Page address:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw the token?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Withdraw it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayerPanel</name>
        <message>
            <source>(no opponent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All events</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Head-to-head against:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Event:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From this day (the lowest date means: from the start)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Until this day (the lowest date means: until today)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save these numbers as a CSV file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading matches… {n} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} — matches: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} against {b} — matches: {n}, won {wa}–{wb}; frames {fa}–{fb}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, all matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}, head-to-head</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  unfinished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break-and-run %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fouls per frame</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ReplayPanel</name>
        <message>
            <source>{n}. {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a match and choose a frame.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shot: {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First action of the frame (Home)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{next} Ball in hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous action (Left arrow)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next action (Right arrow)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last action of the frame (End)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action in the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Actions of the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the rules made of this action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table before this action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table after this action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay of frame {n}: {a} – {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action {n}: {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{time}, shot time {seconds}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} breaks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Before: {name} had ball in hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next: {name} chooses to shoot or pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next to shoot: {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball in hand: yes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ball in hand: no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fouls in a row: {a} {fa}, {b} {fb}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the table after it: {balls}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Correct the result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Racks of {name}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A forfeit: no racks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this result</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ResultsPage</name>
        <message>
            <source>Tap a match of the bracket to correct it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Correct the result…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo the result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the results…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The standings and every result of the day, on paper or as a PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo a result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>{a} {sa}–{sb} {b}   (race to {race}, frame {frames})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>table {table}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BEING SCORED IN ANOTHER WINDOW</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume a match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A match was left unfinished. Go on scoring it where it stopped?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the match to go on scoring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no unfinished match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not now</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Room</name>
        <message>
            <source>Next at this table: {players} (match {number})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No tournament is being played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hot seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now calling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fit to the screen</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RulesForm</name>
        <message>
            <source>is spotted, the breaker continues</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three fouls in a row lose the frame ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wins the frame ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push-outs are played ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot clock ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its numbers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Profile:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 9 on a legal break:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SaveErrorBar</name>
        <message>
            <source>Retry now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reason} This window stopped scoring the match: it is shown read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is retried every few seconds.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>★ WINNER</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▶ AT THE TABLE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AT THE TABLE ◀</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score: {first}, {second}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is at the table.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scoring</name>
        <message>
            <source>WARNING ({rule}): {name} has fouled twice in a row — a third foul loses the frame.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read-only: scored in another window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abandoned: this match is closed. Take it up again to score it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the match up again?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match was abandoned. Scoring goes on exactly where it stopped, and the match is in progress again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take it up again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} chooses: shoot from here ({shoot}), or pass the shot back ({pass_}).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} breaks. Mark the balls pocketed, or {rails_key} if %n or more reached a rail; then {commit}.</source>
            <translation>
                <numerusform>{name} breaks. Mark the balls pocketed, or {rails_key} if %n or more reached a rail; then {commit}.</numerusform>
                <numerusform>{name} breaks. Mark the balls pocketed, or {rails_key} if %n or more reached a rail; then {commit}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} has ball in hand ({rule}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to shoot — may push out ({key}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to shoot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: shoot or pass back?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to shoot — ball in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} to shoot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These marks cannot all be true.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On commit: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match
over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame
{number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fouls in a row: {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BREAK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BALL IN HAND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PUSH-OUT AVAILABLE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SHOOT OR PASS?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⚠ WARNING: 2 FOULS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MATCH WON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} {a}–{b} {second} — ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (read-only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undone: {what}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame {number} is open again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loses the frame (concession or infraction)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The marks of this shot are cleared; nothing was undone. {key} again takes back the last action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No, go back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stalemate: re-rack?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame {number} is played again from the break: {name} breaks. Nobody wins it; the score stays {a}–{b}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-rack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loses the frame?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} loses the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score then: {first} {a}–{b} {second}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reason (optional):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abandon the match?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring stops and the match is marked abandoned. It stays saved, with every shot, and can be resumed or reviewed later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abandon the match</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <source>Unknown paper size “{paper}”: use a4 or letter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PDF could not be started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet: {a} vs {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheets ({n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is a folder; give a file name for the PDF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{path} is not a regular file (a device, a pipe, a socket or a link); give the name of a file for the PDF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PDF cannot be written to {path}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} to {n_a}, {b} to {n_b} (handicap)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{start} – {end}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} breaks first; {rule}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine-ball, {race}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{profile} — {options}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ABANDONED — the match was stopped before it was won; the score when it stopped was {a}–{b}. No winner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IN PROGRESS — the match is not finished; the score so far is {a}–{b}. This is not a result.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not finished</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{how} (after %n re-rack(s))</source>
            <translation>
                <numerusform>{how} (after a re-rack)</numerusform>
                <numerusform>{how} (after %n re-racks)</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins: {how}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame {n} — {breaker} breaks — {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine-ball match sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player A — {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player B — {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Referee — {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} vs {b} — match sheet (continued)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>match {id} · ninescore {version} · page {page} of {pages}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WINNER</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls on break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By signing, the players and the referee confirm the result above.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot-by-shot log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ruling (rule)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{heading} (continued)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet — print preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Smaller</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Larger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whole page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paper:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Page {n} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print match sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sheets-{n}-matches.pdf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet {a} vs {b}, {date}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export match sheet as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match sheet was saved as {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open its folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A3 (297 × 420 mm)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A4 (210 × 297 mm)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>US Letter (8.5 × 11 in)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShotClockBar</name>
        <message>
            <source>▮▮ Pause  [{key}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>▶ Start  [{key}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↺ Reset  [{key}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot taken  [{key}]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time left for this shot</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShotClockDialog</name>
        <message>
            <source>The shot clock's numbers ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as any shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time for a shot:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warning when this much is left:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An extension adds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extensions per player per frame:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First shot after the break:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot after a push-out:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The warning must come before the time is up: less than a shot's time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An extension must add some time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A longer limit cannot be shorter than a shot's time.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ShotPanel</name>
        <message>
            <source>↶ Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo ↷</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take back the last action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply again what was undone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the frame…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A player loses the frame, a stalemate, or the match is abandoned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit — ends the frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commit — ends the match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap = jumped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make a tap on a ball mark it as jumped off the table ({key} then a digit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a legal push-out the other player chooses ({rule}): shoot from the position as it lies, or pass the shot back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scratch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cue ball off table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After contact, no ball reached a rail ({rule})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{n}+ balls to a rail</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>On the break, at least %n object balls reached a rail ({rule})</source>
            <translation>
                <numerusform>On the break, at least %n object ball reached a rail ({rule})</numerusform>
                <numerusform>On the break, at least %n object balls reached a rail ({rule})</numerusform>
            </translation>
        </message>
        <message>
            <source>Push-out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare this shot a push-out ({rule}): allowed right after a legal break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shoot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take it up again…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview and print the match sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the match sheet as a PDF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match was abandoned: it is closed, and shown here read-only. Take it up again to score it where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match is being scored. Start a new match, or resume one ({key}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cue ball was pocketed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cue ball left the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other foul…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul between shots (no shot)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget the marks of this shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foul: {reasons}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match is over. Undo to change the last frame, or start a new one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read-only: this match is being scored in another ninescore window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other foul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What was the foul?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Spectator</name>
        <message>
            <source>ninescore — spectator screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No match is being scored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The spectator screen needs a second screen: connect one, or make this window smaller so that it has room beside it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Screen {number}: {model} ({width}×{height})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine-ball scoring, shot by shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unfinished — tap to go on scoring:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All unfinished matches…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Being scored in another window: opens read-only</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Stepper</name>
        <message>
            <source>Number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: one less</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: one more</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StoredPlayersDialog</name>
        <message>
            <source>Players already stored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No player is stored in this folder yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tap the players who enter:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add the chosen</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableTile</name>
        <message>
            <source>Taken out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final only</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TouchFiles</name>
        <message>
            <source>Could not write {file}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folders in this folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No folders in this folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use this folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copies:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paper: {paper}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printer:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <source>single elimination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double elimination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>groups, then a knockout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the final is one race</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the final is a true double (the hot seat must be beaten twice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winners' side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Losers' side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Group {letter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>second race (the hot seat lost the first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round {number}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n entrant(s)</source>
            <translation>
                <numerusform>%n entrant</numerusform>
                <numerusform>%n entrants</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n match(es) at most</source>
            <translation>
                <numerusform>%n match at most</numerusform>
                <numerusform>%n matches at most</numerusform>
            </translation>
        </message>
        <message>
            <source>(to come)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{winner} wins by forfeit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first}:{second}, {winner} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{place:&gt;3}  {name}: won {won}, lost {lost}, racks {racks_won}:{racks_lost}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>To call now: %n match(es)</source>
            <translation>
                <numerusform>To call now: %n match</numerusform>
                <numerusform>To call now: %n matches</numerusform>
            </translation>
        </message>
        <message>
            <source>In the hot seat, unbeaten, waiting for the final: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table (matches won, head-to-head, racks won minus lost, racks won)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final standings (champion: {name})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standings so far (everyone still in shares the top place)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drew {summary}; saved to {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded match {number}: {line}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The result of match {number} is undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tournament is over; the champion is {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a score; write the racks as 7-3 (the winner's first is fine), or forfeit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a match number; ninescore tournament show lists them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the entrants with --players FILE or --player NAME.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tournament has no match {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not an entrant of this tournament.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} cannot be played yet: its players are not known.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} already has a result; undo it first to correct it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} has no result to undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match {number} cannot be undone while match {blocking}, which it feeds, has a result; undo match {blocking} first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} does not play match {number} ({first} against {second}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The score {score} does not end match {number} ({race}) with that winner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is entered twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An entrant cannot be taken: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This tournament cannot be drawn: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tournament file cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tournament refuses this: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tournament's name needs a letter or a digit, got {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no tournament file {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tournament is already kept in {file}; choose another name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not a regular file (a folder, a link or a device).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is too large to be a tournament or a list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not a tournament ninescore can read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk is full: {file} was not saved, and the old one is intact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} cannot be saved ({reason}); the old one is intact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list of entrants is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list of entrants is not UTF-8 text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line {line} of the list of entrants: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line {line} of the list of entrants: a name holds a direction control (an embedding, override or isolate); type it again without one.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TournamentSheet</name>
        <message>
            <source>{side}, part {part} of {parts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Champion: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Racks won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Racks lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>forfeit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Final standings and every result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results ({count})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Racks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No result yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown paper size “{paper}”: use a3, a4 or letter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} · printed {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{footer} · page {page} of {pages}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The printer could not be started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the day: {name}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TournamentWindow</name>
        <message>
            <source>Tournament day — ninescore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entrants</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Calling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phones</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Widgets</name>
        <message>
            <source>New match…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print sheet…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dates:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches from this date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches up to this date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open read-only</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frame {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} – {b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins the match {won}–{lost}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a}–{b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>race to {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>race to {a}/{b}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>abandoned</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Wrote %n row(s) to {file}.</source>
            <translation>
                <numerusform>Wrote %n row to {file}.</numerusform>
                <numerusform>Wrote %n rows to {file}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Breaker</source>
            <comment>a narrow column of the match sheet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duration</source>
            <comment>a narrow column of the match sheet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Breaker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fouls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frames won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Innings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls pocketed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balls per inning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Golden breaks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break-and-runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run-outs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push-outs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three-foul losses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time fouls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extensions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shot time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Longest shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>positional arguments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>ninescore cannot open its window because no display was found; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ninescore cannot open its window because the display {display} does not answer; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table-side scorekeeper for nine-ball pool. Without a command, it opens the scoring window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches are kept in {folder} (choose another with --data-dir or NINESCORE_DATA_DIR).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show this help and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>show the version and exit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DIR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder where matches are kept (overrides NINESCORE_DATA_DIR)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>also write the log to the terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the language of the program (default: the one chosen in the program, else the system's)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>COMMAND</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>commands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>global options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the folder where matches are kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the language of the program</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>export statistics of stored matches as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write statistics of the stored matches to a CSV file (UTF-8, one header row): one row per match, per frame or per player. The columns are described in docs/statistics.md.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OUT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CSV file to write (replaced if it exists); - writes to the terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one row per match (the default), per frame, or per player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take in the tables' results and call the next matches to the free tables</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NAME</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TABLES</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tables of the event, as 1-16 or 1,3,5-8</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tables kept for the final (the TV table): nothing else is called there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tables taken out (a broken cloth): never called</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MINUTES</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the calls not started after this many minutes (default 15)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only matches this player played (case is ignored); with --what players, only this player's row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>EVENT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only matches of this event (case is ignored)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DATE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only matches started on or after this day (YYYY-MM-DD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only matches started on or before this day (YYYY-MM-DD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how many files to read at once when the cache lacks their numbers (default: one per core of this computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a date; write it as YYYY-MM-DD, for example 2025-03-01</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The period is empty: --since {since} is after --until {until}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data folder {folder} does not exist, so there is nothing to export.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The output could not be written: standard output is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is a folder; give the name of the file to write.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not a regular file (a device, a pipe, a socket or a link), so it is not written; give the name of a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} cannot be written because the disk is full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} cannot be written: its folder is read-only or not writable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write {file}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write {file}: the folder {folder} does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write a match sheet as a PDF file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Write the match sheet of a stored match as a PDF file, ready to print and sign.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MATCH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a match id, the first characters of one, or the path of a match file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OUT.pdf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the PDF file to write (replaced if it exists)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>add pages with every shot of every frame and the rules applied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the paper size (default: the one chosen last in the program's print or export dialog, else the region's: letter in the US, Canada, Mexico and the other countries that use it, a4 elsewhere)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match sheet written to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>load and replay every stored match and report any problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Load and replay every stored match and report each problem with its file and place. Exit status 1 if any file has a problem. Never changes a file, unless --keep names the version to keep of a match changed on two machines.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FILE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>of a match changed on two machines (shown side by side), keep the version in FILE and move the other to the trash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how many files to check at once (default: one per core of this computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a number of jobs; write a whole number from 1 up</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n temporary file(s) left by interrupted saves were ignored; they are harmless and never listed.</source>
            <translation>
                <numerusform>%n temporary file left by an interrupted save was ignored; it is harmless and never listed.</numerusform>
                <numerusform>%n temporary files left by interrupted saves were ignored; they are harmless and never listed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Checked %n match file(s) in {folder}:</source>
            <translation>
                <numerusform>Checked %n match file in {folder}:</numerusform>
                <numerusform>Checked %n match files in {folder}:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s).</source>
            <translation>
                <numerusform>%n problem.</numerusform>
                <numerusform>%n problems.</numerusform>
            </translation>
        </message>
        <message>
            <source>all of them are sound.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match {id} was changed on two machines; its two versions:</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The match {id} was changed more than once on different machines; its %n version(s):</source>
            <translation>
                <numerusform>The match {id} was changed more than once on different machines; its %n version:</numerusform>
                <numerusform>The match {id} was changed more than once on different machines; its %n versions:</numerusform>
            </translation>
        </message>
        <message>
            <source>One holds the other: the desk keeps {file} by itself. Or choose with ninescore check --keep FILE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They differ: choose the right one with ninescore check --keep FILE (or in the desk); the other goes to the trash.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The chosen version cannot be kept: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kept {file} as the match; the other version is in the trash as {moved}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not one of two versions of a match: nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the count must be a whole number from 1 to 1000000</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>generate sample matches to look at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Generate realistic sample matches (random but rule-abiding play) into the data folder, saved exactly as real scoring saves them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how many matches (default: 20)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a number to get the same matches again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>skip flushing each file to the disk (much faster for thousands of matches; a power cut during generation may lose some of them)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how many matches to make at once (default: one per core of this computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only {saved} of {count} sample match(es) could be saved in {folder}: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {count} sample match(es) in {folder}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list the stored matches, newest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the stored matches, newest first: date, players, score, status, event.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the list as JSON, for scripts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No matches are stored in {folder} yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warning: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>serve the live feed (stream overlays, the room's board) of the matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Serve, read-only, every match of the data folder as it is played: a JSON API, Server-Sent Events and pages for OBS and the room's TV. Follows the match files as they change, so it runs beside the scoring window or on the desk's machine over a shared folder. Stops with Ctrl+C.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>HOST:PORT</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>where to listen (default 127.0.0.1:{port}); any address but this machine's own needs a token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>also write one text file per field into DIR, for OBS text sources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{listen}” is not an address to listen on: give HOST:PORT, such as 127.0.0.1:8909.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the token every request must carry (header or ?token=): at least 16 characters, printable ASCII without spaces; made up and shown when listening beyond this machine without one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>also take scoring from phones (the API of docs/feed.md): needs --token, which scores every table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TABLE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --score: make and show a token that scores only TABLE (repeatable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --score: the token kept for TABLE scores nothing from now on (a lost card); --table-token then makes a new one (repeatable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with --table-token: write a printable card per table into DIR, a QR code of its scoring page with its token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The card of table {table} cannot be written into {folder}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card: {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A token must be at least {count} characters of printable ASCII (letters, digits, signs; no spaces or control characters), {different} of them different and not one piece repeated, so that no one can guess it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring from phones needs a token: give --token with --score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tables' tokens in {file} cannot be used: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The live feed cannot listen on {host}:{port}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The text folder {folder} cannot be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live feed of {folder} at {url}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Board for the room's TV:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket for the TV and the stream:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scorebug overlay:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rack overlay:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The feed is open beyond this machine, so every address needs this token: {token}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring from phones at {url}/api/v1/matches with the token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table {table} scores with the token {token}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+C stops it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open the tournament desk: every table of a shared folder on one screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the tournament desk on the data folder that Syncthing shares with the tables: one card per table, updated as the tables' files arrive; sheets to print, the day's results, the next match for a table, the room's board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>print the tables once instead of opening the window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draw a tournament, record its results, show and export it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A tournament kept in the data folder (tournaments/&lt;name&gt;.json): the draw, who plays whom next, the results and the standings, with no internet. docs/tournament.md describes the formats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ACTION</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draw a new tournament</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tournament's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how the tournament is played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>round robin in N groups, whose top players go on to a knockout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how many players of each group go on to the knockout (default 2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the entrants: a CSV with a name column (optional seed, club, rating; Challonge's participants export works as it is), or one name a line; - reads them from the terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an entrant (give it once per entrant, in seeding order)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draw the seeding at random from the number S (the same S, the same draw)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seed by rating, highest first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the race (default 7)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the race on the losers' side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the race of the final</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double elimination's final: a true double (default: the hot seat must be beaten twice) or a single race</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bracket, the results and the standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as JSON, for other programs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record the result of a match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one row per match played (the default), per entrant, or per match in the shape of a rating body's results upload</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>YYYY-MM-DD</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for --what rating: the day of the matches whose result has no time (a forfeit); by default the day of the first result with one, else today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the match's number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PLAYER</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the winner's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SCORE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the racks, as 7-3, or forfeit when the loser did not come when called</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table it was played on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>when it started (as you write it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>when it ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take a match's result back (a correction)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the results or the standings as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text} is not a whole number from 1 up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bracket, or the final standings and every result, as a PDF to print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bracket, one page a side (the default), or the end of the day's sheet: the final standings and every result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the paper (default: the desk's last choice, else the region's)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FILE.pdf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the PDF file to write (replaced if it exists; default: the tournament's id and what is printed, in the current folder)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracket of {name} written to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of the day of {name} written to {path}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>records</name>
        <message>
            <source>The match file {file} does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} cannot be read: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is a folder, not a match file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not a regular file (a device, a pipe or a socket), so it is not read as a match file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is a symbolic link; ninescore reads only the files in its own folder, so it is left alone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} is too large to be a match file ({size} bytes).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is not UTF-8 text (a bad byte at position {position}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is damaged: it is not valid JSON at line {line}, column {column} ({detail}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is nested too deeply to be a match file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} holds more values than any match can ({found}; at most {limit}), so it was not read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} does not hold a match (a JSON object is expected).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} has no valid "format" version number, so it is not a match file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} was written by a newer version of ninescore (format {found}, this version reads up to format {supported}); it is left as it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} uses format {found}, which no version of ninescore wrote.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is invalid at {place}: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is invalid: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} has an action that the rules do not allow at {place}: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: the frame was already won before this action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: the frame is not won, yet another frame follows it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: a frame without actions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} stores {stored} at {place}, but replaying its actions gives {replayed}; the replayed value is used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} holds the same match (same id) as {other}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} is a second version of a match, kept when two writers met; it is not listed as a match of its own: compare it with the match and move the one not wanted to the trash.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No stored match has an id starting with {prefix}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More than one stored match has an id starting with {prefix}; give more characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match {prefix} is stored in {count} files that differ ({files}); give the path of the one to use.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished match cannot be marked as abandoned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data folder {folder} cannot be created or used: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be saved because the folder {folder} is read-only or not writable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be saved because the disk holding {folder} is full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be saved to {file}: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be saved to {file}, which holds a damaged or newer match file that is never overwritten, so this window's version was saved beside it as {copy}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} was changed by someone else while this window scored it, so it was not overwritten: this window's version was saved beside it as {copy}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} was carried on by someone else and holds everything this window has and more, so it was not overwritten; resume the match to go on from it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} is not ninescore's index, so it is left alone; the matches are listed from their files.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {file} is not ninescore's index, so it is left alone; the index is kept in {other} instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics could not be computed because the index {file} kept changing while they were; run the command again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics in the index {file} could not be read ({detail}); they are computed anew from the match files when the command is run again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match file {file} cannot be moved to the trash: {detail}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file} is not in the matches folder {folder}, so ninescore does not move or change it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is being scored in another ninescore window (process {pid} on {host}, since {since}); it can only be opened read-only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it and kept what it scored since beside it as {copy}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match cannot be locked for scoring: {detail}.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
