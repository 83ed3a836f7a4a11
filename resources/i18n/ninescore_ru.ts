<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
    <context>
        <name>AssignmentDialog</name>
        <message>
            <source>Send a match to a table</source>
            <translation>Отправить встречу на стол</translation>
        </message>
        <message>
            <source>Send to table:</source>
            <translation>На стол:</translation>
        </message>
        <message>
            <source>Send to table</source>
            <translation>Отправить на стол</translation>
        </message>
        <message>
            <source>First player:</source>
            <translation>Первый игрок:</translation>
        </message>
        <message>
            <source>Second player:</source>
            <translation>Второй игрок:</translation>
        </message>
        <message>
            <source>Frames to win:</source>
            <translation>Партий для победы:</translation>
        </message>
        <message>
            <source>Event (optional):</source>
            <translation>Турнир (необязательно):</translation>
        </message>
        <message>
            <source>Round (optional):</source>
            <translation>Круг (необязательно):</translation>
        </message>
        <message>
            <source>Referee:</source>
            <translation>Судья:</translation>
        </message>
        <message>
            <source>Send to the table</source>
            <translation>Отправить на стол</translation>
        </message>
        <message>
            <source>Give the table and two different players' names to send a match.</source>
            <translation>Чтобы отправить встречу, укажите стол и имена двух разных игроков.</translation>
        </message>
        <message>
            <source>The match cannot be sent: {reason}.</source>
            <translation>Встречу не удалось отправить: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>BallButton</name>
        <message>
            <source>off the table</source>
            <translation>нет на столе</translation>
        </message>
        <message>
            <source>pocketed on this shot</source>
            <translation>забит этим ударом</translation>
        </message>
        <message>
            <source>jumped off the table</source>
            <translation>выскочил за борт</translation>
        </message>
        <message>
            <source>first contact</source>
            <translation>первое касание</translation>
        </message>
        <message>
            <source>first contact (lowest ball)</source>
            <translation>первое касание (шар с наименьшим номером)</translation>
        </message>
        <message>
            <source>on the table</source>
            <translation>на столе</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator between the states of one ball</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>Ball {number}</source>
            <translation>Шар {number}</translation>
        </message>
        <message>
            <source>{ball}, {state}</source>
            <translation>{ball}, {state}</translation>
        </message>
        <message>
            <source>{ball}: {state}</source>
            <translation>{ball}: {state}</translation>
        </message>
        <message>
            <source>Space: pocketed on this shot. Menu key: first contact. Arrows: the next ball.</source>
            <translation>Пробел: забит этим ударом. Клавиша меню: первое касание. Стрелки: следующий шар.</translation>
        </message>
    </context>
    <context>
        <name>BallDiagram</name>
        <message>
            <source>No contact</source>
            <translation>Без касания</translation>
        </message>
        <message>
            <source>The cue ball hit no ball on this shot</source>
            <translation>При этом ударе биток не коснулся ни одного шара</translation>
        </message>
        <message>
            <source>Mark that the cue ball hit no object ball on this shot</source>
            <translation>Отметить, что при этом ударе биток не коснулся ни одного прицельного шара</translation>
        </message>
        <message>
            <source>Balls</source>
            <translation>Шары</translation>
        </message>
        <message>
            <source>No contact: the cue ball hit no ball</source>
            <translation>Без касания: биток не коснулся ни одного шара</translation>
        </message>
        <message>
            <source>First contact: ball {number} (lowest ball)</source>
            <translation>Первое касание: шар {number} (наименьший номер)</translation>
        </message>
        <message>
            <source>First contact: ball {number}</source>
            <translation>Первое касание: шар {number}</translation>
        </message>
        <message>
            <source>Pocketed: {balls}</source>
            <translation>Забиты: {balls}</translation>
        </message>
        <message>
            <source>Jumped: {balls}</source>
            <translation>Выскочили: {balls}</translation>
        </message>
        <message>
            <source>Foul</source>
            <translation>Нарушение</translation>
        </message>
        <message>
            <source>  ·  </source>
            <comment>separator between parts of the caption</comment>
            <translation>  ·  </translation>
        </message>
        <message>
            <source>{prefix} then {balls}</source>
            <translation>{prefix} и {balls}</translation>
        </message>
        <message>
            <source>Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  Keys: {jumped}, {first}</source>
            <translation>Нажатие: выскочил  ·  Удержание, правый щелчок или Ctrl+щелчок: первое касание  ·  Клавиши: {jumped}, {first}</translation>
        </message>
        <message>
            <source>Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  Shift+click: jumped  ·  Keys: {pocket}, {first}, {jumped}</source>
            <translation>Нажатие: забит  ·  Удержание, правый щелчок или Ctrl+щелчок: первое касание  ·  Shift+щелчок: выскочил  ·  Клавиши: {pocket}, {first}, {jumped}</translation>
        </message>
        <message>
            <source>On the table: {balls}.</source>
            <translation>На столе: {balls}.</translation>
        </message>
    </context>
    <context>
        <name>Bracket</name>
        <message>
            <source>Knockout</source>
            <translation>Плей-офф</translation>
        </message>
        <message>
            <source>waiting for its players</source>
            <translation>ждёт своих игроков</translation>
        </message>
        <message>
            <source>ready to call</source>
            <translation>готов к вызову</translation>
        </message>
        <message>
            <source>called to {table}</source>
            <translation>вызван: {table}</translation>
        </message>
        <message>
            <source>playing at {table}</source>
            <translation>идёт: {table}</translation>
        </message>
        <message>
            <source>{score}, {winner} wins</source>
            <translation>{score}, победа: {winner}</translation>
        </message>
        <message>
            <source>Winner of #{number}</source>
            <translation>Победитель №{number}</translation>
        </message>
        <message>
            <source>Loser of #{number}</source>
            <translation>Проигравший №{number}</translation>
        </message>
        <message>
            <source>No. {place} of group {letter}</source>
            <translation>{place}-й группы {letter}</translation>
        </message>
        <message>
            <source>Seed {number}</source>
            <translation>Посев {number}</translation>
        </message>
    </context>
    <context>
        <name>Calling</name>
        <message>
            <source>Result of match {number} from {table}: {winner} wins {score}.</source>
            <translation>Результат матча {number} ({table}): побеждает {winner}, {score}.</translation>
        </message>
        <message>
            <source>Called match {number} to {table}: {players}.</source>
            <translation>Матч {number} вызван, {table}: {players}.</translation>
        </message>
        <message>
            <source>Took back the call of match {number} from {table}: it has a result, or other players.</source>
            <translation>Вызов матча {number} ({table}) снят: у матча уже есть результат или другие игроки.</translation>
        </message>
        <message numerus="yes">
            <source>called %n minute(s) ago</source>
            <translation>
                <numerusform>вызван %n минуту назад</numerusform>
                <numerusform>вызван %n минуты назад</numerusform>
                <numerusform>вызван %n минут назад</numerusform>
            </translation>
        </message>
        <message>
            <source>Match {number} at {table} ({players}) was {late} and has not started: give a forfeit with 'ninescore tournament result' if a player is absent.</source>
            <translation>Матч {number} ({table}; {players}) {late} и не начат: если игрока нет, присудите неявку командой 'ninescore tournament result'.</translation>
        </message>
        <message>
            <source>Conflict: match {number} at {table} ({players}, now {score}) was changed or left unfinished after its result was taken in; undo the result and give it again, or keep it.</source>
            <translation>Конфликт: матч {number} ({table}; {players}, сейчас {score}) изменён или не доигран после того, как его результат принят; отмените результат и внесите его заново или оставьте как есть.</translation>
        </message>
        <message>
            <source>Match {number} at {table} ({players}, {score}) was left unfinished: take it up again at the table, or give its result with 'ninescore tournament result'.</source>
            <translation>Матч {number} ({table}; {players}, {score}) не доигран: продолжите его за столом или внесите результат командой 'ninescore tournament result'.</translation>
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, whose players are others; give its result by hand.</source>
            <translation>Конфликт: матч ({table}; {players}) назван матчем {number}, но в нём играют другие; внесите результат вручную.</translation>
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, which the bracket does not have.</source>
            <translation>Конфликт: матч ({table}; {players}) назван матчем {number}, которого нет в сетке.</translation>
        </message>
        <message>
            <source>Conflict: the match at {table} ({players}) says it is match {number}, which cannot be played yet.</source>
            <translation>Конфликт: матч ({table}; {players}) назван матчем {number}, который ещё нельзя играть.</translation>
        </message>
        <message>
            <source>Match {number} waits for {name} to check in.</source>
            <translation>Матч {number} ждёт регистрации игрока {name}.</translation>
        </message>
        <message>
            <source>Match {number} waits: {name} is playing another match.</source>
            <translation>Матч {number} ждёт: {name} играет другой матч.</translation>
        </message>
        <message>
            <source>Match {number} waits for a free table.</source>
            <translation>Матч {number} ждёт свободного стола.</translation>
        </message>
        <message numerus="yes">
            <source>%n result(s) taken in</source>
            <translation>
                <numerusform>%n результат принят</numerusform>
                <numerusform>%n результата принято</numerusform>
                <numerusform>%n результатов принято</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n match(es) called</source>
            <translation>
                <numerusform>%n матч вызван</numerusform>
                <numerusform>%n матча вызвано</numerusform>
                <numerusform>%n матчей вызвано</numerusform>
            </translation>
        </message>
        <message>
            <source>{results}, {calls}.</source>
            <translation>{results}, {calls}.</translation>
        </message>
        <message>
            <source>Now calling: {table} — {first} v {second}</source>
            <translation>Вызываются: {table} — {first} и {second}</translation>
        </message>
        <message>
            <source>Up next: {first} v {second} (match {number})</source>
            <translation>Следующие: {first} и {second} (матч {number})</translation>
        </message>
        <message>
            <source>Tournament {name}</source>
            <translation>Турнир {name}</translation>
        </message>
        <message>
            <source>{text} is not a list of tables (write them as 1-16, or 1,3,5-8).</source>
            <translation>{text} — не список столов (пишите 1-16 или 1,3,5-8).</translation>
        </message>
    </context>
    <context>
        <name>CallingPage</name>
        <message>
            <source>Call by itself</source>
            <translation>Вызывать самой</translation>
        </message>
        <message>
            <source>Call the next match</source>
            <translation>Вызвать следующий матч</translation>
        </message>
        <message>
            <source>Tables:</source>
            <translation>Столы:</translation>
        </message>
        <message>
            <source>Late after (min):</source>
            <translation>Опоздание после (мин):</translation>
        </message>
        <message>
            <source>A player is absent…</source>
            <translation>Игрока нет…</translation>
        </message>
    </context>
    <context>
        <name>ChangeRulesDialog</name>
        <message>
            <source>The rules of this match</source>
            <translation>Правила этого матча</translation>
        </message>
        <message>
            <source>The rules can be changed until the first break is played; from then on they are fixed, and the match sheet prints them.</source>
            <translation>Правила можно изменить, пока не сыгран первый разбой; после него они закреплены, и протокол матча их печатает.</translation>
        </message>
        <message>
            <source>What undo took back cannot be redone under other rules.</source>
            <translation>Отменённое нельзя будет вернуть при других правилах.</translation>
        </message>
    </context>
    <context>
        <name>Clock</name>
        <message>
            <source>Not timed</source>
            <translation>Время не идёт</translation>
        </message>
        <message>
            <source>{seconds} with the extension</source>
            <translation>{seconds} с продлением</translation>
        </message>
        <message>
            <source>{seconds}: first shot after the break</source>
            <translation>{seconds}: первый удар после разбоя</translation>
        </message>
        <message>
            <source>{seconds}: shot after a push-out</source>
            <translation>{seconds}: удар после пуш-аута</translation>
        </message>
        <message>
            <source>{seconds} a shot</source>
            <translation>{seconds} на удар</translation>
        </message>
        <message>
            <source>Ready: {seconds}. Start when the balls stop</source>
            <translation>Готово: {seconds}. Пуск, когда шары остановятся</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <source>Time warning ({rule})</source>
            <translation>Предупреждение о времени ({rule})</translation>
        </message>
        <message>
            <source>Shot taken</source>
            <translation>Удар сделан</translation>
        </message>
        <message>
            <source>Shot taken in {time}</source>
            <translation>Удар сделан за {time}</translation>
        </message>
        <message>
            <source>Time foul? ({rule})</source>
            <translation>Нарушение времени? ({rule})</translation>
        </message>
        <message>
            <source>✓ Extension used: +{seconds}</source>
            <translation>✓ Продление взято: +{seconds}</translation>
        </message>
        <message>
            <source>No extension left</source>
            <translation>Продлений не осталось</translation>
        </message>
        <message>
            <source>Extension +{seconds} ({n} left)</source>
            <translation>Продление +{seconds} (осталось: {n})</translation>
        </message>
        <message>
            <source>+{seconds} ({n} left)</source>
            <translation>+{seconds} (осталось: {n})</translation>
        </message>
        <message>
            <source>✓ +{seconds} used</source>
            <translation>✓ +{seconds} взято</translation>
        </message>
        <message>
            <source>No clock on the break ({rule})</source>
            <translation>Разбой — без лимита времени ({rule})</translation>
        </message>
        <message>
            <source>none left</source>
            <translation>не осталось</translation>
        </message>
    </context>
    <context>
        <name>ConflictDialog</name>
        <message>
            <source>A match changed on two machines</source>
            <translation>Встреча изменена на двух компьютерах</translation>
        </message>
        <message>
            <source>This match was scored on two machines at once, and the two versions differ. Keep the one that is right; the other goes to the trash folder, where it stays.</source>
            <translation>Эту встречу вели одновременно на двух компьютерах, и версии расходятся. Оставьте верную; другая перейдёт в папку корзины и останется там.</translation>
        </message>
        <message>
            <source>Keep this version</source>
            <translation>Оставить эту версию</translation>
        </message>
        <message>
            <source>Decide later</source>
            <translation>Решить позже</translation>
        </message>
        <message>
            <source>frame {number}: {winner}</source>
            <translation>партия {number}: {winner}</translation>
        </message>
        <message>
            <source>Last actions:</source>
            <translation>Последние действия:</translation>
        </message>
        <message>
            <source>The version cannot be kept: {reason}.</source>
            <translation>Версию не удалось оставить: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Desk</name>
        <message>
            <source>Playing</source>
            <translation>Идёт игра</translation>
        </message>
        <message>
            <source>Match over</source>
            <translation>Завершена</translation>
        </message>
        <message>
            <source>Left unfinished</source>
            <translation>Прервана</translation>
        </message>
        <message>
            <source>Free</source>
            <translation>Свободен</translation>
        </message>
        <message>
            <source>Quiet for {minutes} min</source>
            <translation>Тихо уже {minutes} мин</translation>
        </message>
        <message>
            <source>Last update {time}</source>
            <translation>Обновлено в {time}</translation>
        </message>
        <message>
            <source>At the table: {name}</source>
            <translation>У стола: {name}</translation>
        </message>
        <message>
            <source>{first} : {second}</source>
            <translation>{first} : {second}</translation>
        </message>
        <message>
            <source>race to {race}</source>
            <translation>до {race}</translation>
        </message>
        <message>
            <source>race to {first}/{second}</source>
            <translation>до {first}/{second}</translation>
        </message>
        <message>
            <source>{first} – {second}</source>
            <translation>{first} – {second}</translation>
        </message>
        <message>
            <source>From the desk: {players}, {race}</source>
            <translation>От судейской: {players}, {race}</translation>
        </message>
        <message>
            <source>Next: {players}, {race} (not started)</source>
            <translation>Следующая: {players}, {race} (не начата)</translation>
        </message>
        <message>
            <source>Sheet to print</source>
            <translation>Протокол к печати</translation>
        </message>
        <message>
            <source>Sheet printed</source>
            <translation>Протокол напечатан</translation>
        </message>
        <message>
            <source>Changed on two machines, waiting for a person to choose a version: {count}</source>
            <translation>Изменены на двух компьютерах, ждут выбора версии: {count}</translation>
        </message>
        <message>
            <source>Actions: {count}; last saved {updated}, {where}</source>
            <translation>Действий: {count}; сохранено в {updated}, {where}</translation>
        </message>
        <message>
            <source>Cannot be read: {problem}</source>
            <translation>Не читается: {problem}</translation>
        </message>
        <message>
            <source>the match file</source>
            <translation>файл встречи</translation>
        </message>
        <message>
            <source>conflict copy from {device}</source>
            <translation>копия конфликта с {device}</translation>
        </message>
        <message>
            <source>This machine…</source>
            <translation>Этот компьютер…</translation>
        </message>
        <message>
            <source>Name A</source>
            <translation>Игрок A</translation>
        </message>
        <message>
            <source>Name B</source>
            <translation>Игрок B</translation>
        </message>
        <message>
            <source>Frames A</source>
            <translation>Партии A</translation>
        </message>
        <message>
            <source>Frames B</source>
            <translation>Партии B</translation>
        </message>
        <message>
            <source>Race A</source>
            <translation>До A</translation>
        </message>
        <message>
            <source>Race B</source>
            <translation>До B</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Начата</translation>
        </message>
        <message>
            <source>Last update</source>
            <translation>Обновлена</translation>
        </message>
        <message>
            <source>Match id</source>
            <translation>Номер встречи</translation>
        </message>
        <message>
            <source>Left out of the desk (not readable): {problem}</source>
            <translation>Не показано в судейской (не читается): {problem}</translation>
        </message>
    </context>
    <context>
        <name>DeskCard</name>
        <message>
            <source>Print sheet</source>
            <translation>Печать протокола</translation>
        </message>
        <message>
            <source>Mark printed</source>
            <translation>Отметить напечатанным</translation>
        </message>
        <message numerus="yes">
            <source>frame %n</source>
            <translation>
                <numerusform>партия %n</numerusform>
                <numerusform>партия %n</numerusform>
                <numerusform>партия %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeskDay</name>
        <message>
            <source>The desk's day in {file} cannot be read ({reason}); the desk starts a new one.</source>
            <translation>День судейской в {file} не читается ({reason}); судейская начинает новый.</translation>
        </message>
        <message>
            <source>The desk's day cannot be saved in {file} ({reason}); the old one is intact.</source>
            <translation>День судейской не сохраняется в {file} ({reason}); прежний цел.</translation>
        </message>
        <message>
            <source>Already entered, so left out: {names}.</source>
            <translation>Уже в списке, поэтому не добавлены: {names}.</translation>
        </message>
        <message>
            <source>{text} is not a rating; write a number, such as 612.</source>
            <translation>{text} — не рейтинг; напишите число, например 612.</translation>
        </message>
        <message>
            <source>Give the tournament a name first.</source>
            <translation>Сначала назовите турнир.</translation>
        </message>
        <message>
            <source>{text} is not a list of tables; write them as 1-16, or 1,3,5-8, or TV.</source>
            <translation>{text} — не список столов; напишите 1-16, или 1,3,5-8, или TV.</translation>
        </message>
        <message>
            <source>The call cannot be written to the shared folder: {reason}.</source>
            <translation>Вызов не записывается в общую папку: {reason}.</translation>
        </message>
        <message>
            <source>No match can be called now: none is ready, or no table is free.</source>
            <translation>Сейчас некого вызвать: нет готовых матчей или свободных столов.</translation>
        </message>
        <message>
            <source>Tap a name when the player reports to the desk; tap again to take it back.</source>
            <translation>Нажмите на имя, когда игрок подошёл к судейской; нажмите снова, чтобы отменить.</translation>
        </message>
        <message>
            <source>Drag a name up or down: the list's order is the seeding (seed 1 first).</source>
            <translation>Перетащите имя вверх или вниз: порядок списка — это посев (первый посев сверху).</translation>
        </message>
        <message numerus="yes">
            <source>Not checked in when the draw closes: left out of the draw (%n now)</source>
            <translation>
                <numerusform>Не зарегистрированные к жеребьёвке в неё не входят (сейчас %n)</numerusform>
                <numerusform>Не зарегистрированные к жеребьёвке в неё не входят (сейчас %n)</numerusform>
                <numerusform>Не зарегистрированные к жеребьёвке в неё не входят (сейчас %n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Not checked in when the draw closes: kept in, their first match their opponent's by forfeit (%n now)</source>
            <translation>
                <numerusform>Не зарегистрированные к жеребьёвке остаются, первый матч — соперникам неявкой (сейчас %n)</numerusform>
                <numerusform>Не зарегистрированные к жеребьёвке остаются, первый матч — соперникам неявкой (сейчас %n)</numerusform>
                <numerusform>Не зарегистрированные к жеребьёвке остаются, первый матч — соперникам неявкой (сейчас %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Running: {summary}.</source>
            <translation>Идёт: {summary}.</translation>
        </message>
        <message>
            <source>called</source>
            <translation>вызван матч</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>идёт игра</translation>
        </message>
        <message>
            <source>taken out</source>
            <translation>выведен</translation>
        </message>
        <message>
            <source>kept for the final</source>
            <translation>оставлен для финала</translation>
        </message>
        <message>
            <source>match left unfinished</source>
            <translation>матч не доигран</translation>
        </message>
        <message>
            <source>free</source>
            <translation>свободен</translation>
        </message>
        <message>
            <source>Phones score through 'ninescore serve --score' on this machine; a token made or withdrawn here counts there at once.</source>
            <translation>Телефоны ведут счёт через «ninescore serve --score» на этом компьютере; токен, выданный или отозванный здесь, действует там сразу.</translation>
        </message>
        <message>
            <source>Match {number} at {table} ({players}, now {score}) was changed or left unfinished after its result was taken in: correct the result under Results, or keep it.</source>
            <translation>Матч {number}, {table} ({players}, сейчас {score}) изменён или не доигран после того, как его результат принят: исправьте результат в «Результатах» или оставьте его.</translation>
        </message>
        <message>
            <source>Match {number} at {table} ({players}, {score}) was left unfinished: take it up again at the table, or give its result under Results.</source>
            <translation>Матч {number}, {table} ({players}, {score}) не доигран: продолжите его за столом или внесите результат в «Результатах».</translation>
        </message>
        <message>
            <source>The match at {table} ({players}) says it is match {number}, whose players are others: give match {number}'s result under Results.</source>
            <translation>Матч за столом ({table}, {players}) называет себя матчем {number}, но у того другие игроки: внесите результат матча {number} в «Результатах».</translation>
        </message>
        <message>
            <source>{place}. {name} — won {won}, lost {lost}, racks {racks_won}:{racks_lost}</source>
            <translation>{place}. {name} — побед {won}, поражений {lost}, партии {racks_won}:{racks_lost}</translation>
        </message>
        <message>
            <source>Print the bracket</source>
            <translation>Печать сетки</translation>
        </message>
        <message>
            <source>Print the results of the day</source>
            <translation>Печать итогов дня</translation>
        </message>
        <message>
            <source>Bracket — print preview</source>
            <translation>Сетка — предварительный просмотр</translation>
        </message>
        <message>
            <source>Results of the day — print preview</source>
            <translation>Итоги дня — предварительный просмотр</translation>
        </message>
        <message>
            <source>Bracket of {name}</source>
            <translation>Сетка турнира {name}</translation>
        </message>
        <message>
            <source>Results of the day of {name}</source>
            <translation>Итоги дня турнира {name}</translation>
        </message>
        <message>
            <source>Print the bracket…</source>
            <translation>Печать сетки…</translation>
        </message>
        <message>
            <source>Make the draw first, then start the tournament.</source>
            <translation>Сначала проведите жеребьёвку, затем начните турнир.</translation>
        </message>
        <message numerus="yes">
            <source>Checked in: {present} of %n</source>
            <translation>
                <numerusform>Зарегистрированы: {present} из %n</numerusform>
                <numerusform>Зарегистрированы: {present} из %n</numerusform>
                <numerusform>Зарегистрированы: {present} из %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The draw: {summary}. Not saved until the tournament is started.</source>
            <translation>Жеребьёвка: {summary}. Не сохранена, пока турнир не начат.</translation>
        </message>
        <message>
            <source>Match {number} at {table}: {players}, {late}, not started.</source>
            <translation>Матч {number}, {table}: {players}, {late}, не начат.</translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n минуту</numerusform>
                <numerusform>%n минуты</numerusform>
                <numerusform>%n минут</numerusform>
            </translation>
        </message>
        <message>
            <source>Match {number} was called to {table} {late} ago and has not started. Who is not there? That player loses the match by forfeit.</source>
            <translation>Матч {number} ({table}) вызван {late} назад и не начат. Кого нет? Этому игроку засчитывается поражение неявкой.</translation>
        </message>
        <message>
            <source>{name} is absent</source>
            <translation>Нет игрока {name}</translation>
        </message>
        <message>
            <source>Match {number} goes to {winner} by forfeit.</source>
            <translation>Матч {number}: победа {winner} неявкой соперника.</translation>
        </message>
        <message>
            <source>Undo the result of match {number} ({line})? It is played or given again.</source>
            <translation>Отменить результат матча {number} ({line})? Его сыграют или внесут заново.</translation>
        </message>
        <message>
            <source>The result of match {number}: {players}</source>
            <translation>Результат матча {number}: {players}</translation>
        </message>
        <message>
            <source>{name} wins</source>
            <translation>Победа: {name}</translation>
        </message>
        <message>
            <source>The phones' tokens cannot be read or kept in {file}: {reason}.</source>
            <translation>Ключи телефонов нельзя прочитать или сохранить в {file}: {reason}.</translation>
        </message>
        <message>
            <source>No, keep it</source>
            <translation>Нет, оставить</translation>
        </message>
        <message numerus="yes">
            <source>%n table file(s) the bracket did not take: a person decides</source>
            <translation>
                <numerusform>%n файл стола не принят сеткой: решает человек</numerusform>
                <numerusform>%n файла столов не приняты сеткой: решает человек</numerusform>
                <numerusform>%n файлов столов не приняты сеткой: решает человек</numerusform>
            </translation>
        </message>
        <message>
            <source>The token of {table} scores nothing from now on.</source>
            <translation>Ключ: {table} больше не даёт вести счёт.</translation>
        </message>
        <message>
            <source>The desk stops running {name}: its file, results and standings stay as they are, and a new list of entrants begins.</source>
            <translation>Судейская больше не ведёт {name}: его файл, результаты и места остаются как есть, и начинается новый список участников.</translation>
        </message>
        <message>
            <source>The printed card of {table} will score nothing once the server starts again; a new token and card can be made after.</source>
            <translation>Напечатанная карточка ({table}) перестанет вести счёт после перезапуска сервера; новый ключ и карточку можно сделать потом.</translation>
        </message>
        <message>
            <source>{text} is not an address a phone can open; write it as http://192.168.1.5:8909.</source>
            <translation>{text} — не адрес, который откроет телефон; напишите его как http://192.168.1.5:8909.</translation>
        </message>
    </context>
    <context>
        <name>DeskOffers</name>
        <message>
            <source>Tournament desk…</source>
            <translation>Судейская…</translation>
        </message>
    </context>
    <context>
        <name>DeskWindow</name>
        <message>
            <source>Tournament desk — ninescore</source>
            <translation>Судейская — ninescore</translation>
        </message>
        <message>
            <source>Print all waiting</source>
            <translation>Напечатать все ожидающие</translation>
        </message>
        <message>
            <source>Mark all printed</source>
            <translation>Отметить все напечатанными</translation>
        </message>
        <message>
            <source>Results CSV…</source>
            <translation>Итоги в CSV…</translation>
        </message>
        <message>
            <source>Tournament…</source>
            <translation>Турнир…</translation>
        </message>
        <message>
            <source>Send a match…</source>
            <translation>Отправить встречу…</translation>
        </message>
        <message>
            <source>Room TV board</source>
            <translation>Табло для зала</translation>
        </message>
        <message>
            <source>Choose a version…</source>
            <translation>Выбрать версию…</translation>
        </message>
        <message>
            <source>No table has a match today yet. Matches appear here as soon as the tables' files arrive in {folder}.</source>
            <translation>Сегодня ещё ни на одном столе нет встречи. Встречи появятся здесь, как только файлы столов придут в {folder}.</translation>
        </message>
        <message numerus="yes">
            <source>Print all waiting (%n)</source>
            <translation>
                <numerusform>Напечатать ожидающие (%n)</numerusform>
                <numerusform>Напечатать ожидающие (%n)</numerusform>
                <numerusform>Напечатать ожидающие (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n table(s)</source>
            <translation>
                <numerusform>%n стол</numerusform>
                <numerusform>%n стола</numerusform>
                <numerusform>%n столов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n playing</source>
            <translation>
                <numerusform>%n играет</numerusform>
                <numerusform>%n играют</numerusform>
                <numerusform>%n играют</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n sheet(s) to print</source>
            <translation>
                <numerusform>%n протокол к печати</numerusform>
                <numerusform>%n протокола к печати</numerusform>
                <numerusform>%n протоколов к печати</numerusform>
            </translation>
        </message>
        <message>
            <source>Tournament desk</source>
            <translation>Судейская</translation>
        </message>
        <message>
            <source>The printed marks cannot be saved: {reason}.</source>
            <translation>Отметки о печати не удалось сохранить: {reason}.</translation>
        </message>
        <message>
            <source>Results of the day</source>
            <translation>Итоги дня</translation>
        </message>
        <message>
            <source>The results cannot be written to {file}: {reason}.</source>
            <translation>Итоги не удалось записать в {file}: {reason}.</translation>
        </message>
        <message>
            <source>Results saved to {file}</source>
            <translation>Итоги сохранены в {file}</translation>
        </message>
        <message>
            <source>Room TV: {url}</source>
            <translation>Табло для зала: {url}</translation>
        </message>
        <message>
            <source>The room's board cannot be served here.</source>
            <translation>Табло для зала не удалось запустить на этом компьютере.</translation>
        </message>
    </context>
    <context>
        <name>DrawPage</name>
        <message>
            <source>Format:</source>
            <translation>Система:</translation>
        </message>
        <message>
            <source>Race to, {stage}:</source>
            <translation>Игра до, {stage}:</translation>
        </message>
        <message>
            <source>True double final</source>
            <translation>Двойной финал</translation>
        </message>
        <message>
            <source>One race final</source>
            <translation>Финал в одну встречу</translation>
        </message>
        <message>
            <source>The final:</source>
            <translation>Финал:</translation>
        </message>
        <message>
            <source>Groups:</source>
            <translation>Групп:</translation>
        </message>
        <message>
            <source>Each group sends on:</source>
            <translation>Выходят из группы:</translation>
        </message>
        <message>
            <source>List's order</source>
            <translation>По списку</translation>
        </message>
        <message>
            <source>At random</source>
            <translation>Жребием</translation>
        </message>
        <message>
            <source>By rating</source>
            <translation>По рейтингу</translation>
        </message>
        <message>
            <source>Seeding:</source>
            <translation>Посев:</translation>
        </message>
        <message>
            <source>Absent: left out</source>
            <translation>Неявка: не входят</translation>
        </message>
        <message>
            <source>Absent: bye to opponent</source>
            <translation>Неявка: матч сопернику</translation>
        </message>
        <message>
            <source>Make the draw</source>
            <translation>Провести жеребьёвку</translation>
        </message>
        <message>
            <source>Start the tournament</source>
            <translation>Начать турнир</translation>
        </message>
        <message>
            <source>groups</source>
            <translation>группы</translation>
        </message>
    </context>
    <context>
        <name>EntrantDialog</name>
        <message>
            <source>Entrant</source>
            <translation>Участник</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Имя:</translation>
        </message>
        <message>
            <source>Club:</source>
            <translation>Клуб:</translation>
        </message>
        <message>
            <source>Rating:</source>
            <translation>Рейтинг:</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>Сохранить</translation>
        </message>
    </context>
    <context>
        <name>EntrantsPage</name>
        <message>
            <source>The tournament's name, such as Club Open</source>
            <translation>Название турнира, например «Кубок клуба»</translation>
        </message>
        <message>
            <source>Import a file…</source>
            <translation>Из файла…</translation>
        </message>
        <message>
            <source>Paste names…</source>
            <translation>Вставить имена…</translation>
        </message>
        <message>
            <source>Stored players…</source>
            <translation>Известные игроки…</translation>
        </message>
        <message>
            <source>Tournament:</source>
            <translation>Турнир:</translation>
        </message>
        <message>
            <source>A new tournament…</source>
            <translation>Новый турнир…</translation>
        </message>
        <message>
            <source>Entrants in seeding order</source>
            <translation>Участники в порядке посева</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Выше</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Ниже</translation>
        </message>
        <message>
            <source>Edit…</source>
            <translation>Изменить…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Убрать</translation>
        </message>
        <message>
            <source>A new tournament</source>
            <translation>Новый турнир</translation>
        </message>
        <message>
            <source>Begin a new one</source>
            <translation>Начать новый</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>The match is over. Undo to change the last frame, or start a new match.</source>
            <translation>Матч окончен. Отмените действие, чтобы изменить последнюю партию, или начните новый матч.</translation>
        </message>
        <message>
            <source>This frame is over.</source>
            <translation>Эта партия окончена.</translation>
        </message>
        <message>
            <source>First choose: shoot from this position, or pass the shot back ({rule}).</source>
            <translation>Сначала выберите: бить из этой позиции или уступить удар ({rule}).</translation>
        </message>
        <message>
            <source>No push-out is waiting for a choice.</source>
            <translation>Сейчас нет пуш-аута, после которого нужно выбирать.</translation>
        </message>
        <message>
            <source>A push-out is allowed only on the shot right after a legal break ({rule}).</source>
            <translation>Пуш-аут разрешён только на ударе сразу после правильного начального удара ({rule}).</translation>
        </message>
        <message>
            <source>Push-outs are not played in this event ({rule}).</source>
            <translation>В этом турнире пуш-аут не играется ({rule}).</translation>
        </message>
        <message>
            <source>This event is not played on a shot clock: there are no extensions or time fouls ({rule}).</source>
            <translation>Этот турнир играется без лимита времени на удар: продлений и нарушений лимита времени нет ({rule}).</translation>
        </message>
        <message>
            <source>No extension is left for the player at the table in this frame ({rule}).</source>
            <translation>У игрока, который бьёт, в этой партии не осталось продлений ({rule}).</translation>
        </message>
        <message>
            <source>This shot already has its extension: a shot is extended once ({rule}).</source>
            <translation>Этот удар уже продлён: удар можно продлить только один раз ({rule}).</translation>
        </message>
        <message>
            <source>The shot clock runs from the first shot after the break: nothing to extend or to time before it ({rule}).</source>
            <translation>Время на удар отсчитывается с первого удара после начального: до него нечего продлевать и нечего засекать ({rule}).</translation>
        </message>
        <message>
            <source>Nothing to re-rack before the break: a stalemate can only be called once the frame has started ({rule}).</source>
            <translation>До начального удара перерасставлять нечего: патовую позицию можно объявить только после начала партии ({rule}).</translation>
        </message>
        <message>
            <source>The frame starts with the break: record a foul on the break as a shot ({rule}).</source>
            <translation>Партия начинается с начального удара: нарушение при разбое записывается как удар ({rule}).</translation>
        </message>
        <message>
            <source>Balls to a rail only count on the break ({rule}).</source>
            <translation>Шары, доведённые до борта, учитываются только при начальном ударе ({rule}).</translation>
        </message>
        <message>
            <source>Rails do not count: a ball pocketed on the break already makes it legal ({rule}).</source>
            <translation>Борта не учитываются: шар, забитый начальным ударом, уже делает его правильным ({rule}).</translation>
        </message>
        <message>
            <source>On the break the rails are counted instead: {n}+ balls to a rail ({rule}).</source>
            <translation>При начальном ударе вместо этого считаются шары у борта: «{n}+ шара до борта» ({rule}).</translation>
        </message>
        <message>
            <source>No rail does not apply to a push-out ({rule}).</source>
            <translation>Недоведение до борта не относится к пуш-ауту ({rule}).</translation>
        </message>
        <message>
            <source>No rail does not apply: a ball is pocketed on this shot ({rule} only judges a shot that pockets nothing).</source>
            <translation>Недоведение до борта здесь не применяется: этим ударом забит шар ({rule} касается только ударов, при которых ничего не забито).</translation>
        </message>
        <message>
            <source>Ball {balls} is no longer on the table (on the table: {on_table}).</source>
            <translation>Шара {balls} уже нет на столе (на столе: {on_table}).</translation>
        </message>
        <message>
            <source>Balls {balls} are no longer on the table (on the table: {on_table}).</source>
            <translation>Шаров {balls} уже нет на столе (на столе: {on_table}).</translation>
        </message>
        <message>
            <source>That ball is no longer on the table: check the balls marked for this shot.</source>
            <translation>Этого шара уже нет на столе: проверьте шары, отмеченные для этого удара.</translation>
        </message>
        <message>
            <source>The facts marked for this shot cannot all be true: please check them.</source>
            <translation>Отметки этого удара не могут быть верны одновременно: проверьте их.</translation>
        </message>
        <message>
            <source>There is nothing to undo.</source>
            <translation>Отменять нечего.</translation>
        </message>
        <message>
            <source>The rules of this match can no longer be changed: they are set before the first break, and play has begun ({rule}).</source>
            <translation>Правила этого матча больше нельзя изменить: они устанавливаются до первого разбоя, а игра уже началась ({rule}).</translation>
        </message>
        <message>
            <source>This frame already holds {limit} actions, the most one frame can keep; nothing more can be recorded in it.</source>
            <translation>В этой партии уже {limit} действий — больше одна партия не вмещает; записать в неё больше ничего нельзя.</translation>
        </message>
        <message>
            <source>This match already holds as much as one match file can keep; nothing more can be recorded in it.</source>
            <translation>В этом матче уже столько, сколько вмещает один файл матча; записать в него больше ничего нельзя.</translation>
        </message>
        <message>
            <source>A shot can record at most {limit} foul reasons.</source>
            <translation>Для одного удара можно записать не более {limit} причин нарушения.</translation>
        </message>
        <message>
            <source>A reason can be at most {limit} characters long.</source>
            <translation>Причина может быть не длиннее {limit} символов.</translation>
        </message>
        <message>
            <source>The rules do not allow this now.</source>
            <translation>Сейчас правила этого не допускают.</translation>
        </message>
        <message>
            <source>Names and texts cannot hold line breaks, tabs or other control characters; type them on one line.</source>
            <translation>Имена и тексты не могут содержать переводы строк, табуляции и другие управляющие символы; наберите их в одну строку.</translation>
        </message>
        <message>
            <source>Names and texts cannot hold direction controls (embeddings, overrides or isolates): they could show the players or the score of a line in the wrong order.</source>
            <translation>Имена и тексты не могут содержать управляющие символы направления письма (встраивания, переопределения, изоляции): из-за них игроки или счёт в строке могут показаться в неверном порядке.</translation>
        </message>
        <message>
            <source>These match settings cannot be played: {setting} ({reason}).</source>
            <translation>С такими настройками матч сыграть нельзя: {setting} ({reason}).</translation>
        </message>
        <message>
            <source>Something went wrong: {reason}</source>
            <translation>Что-то пошло не так: {reason}</translation>
        </message>
        <message>
            <source>The match cannot be saved: {reason}</source>
            <translation>Матч не удаётся сохранить: {reason}</translation>
        </message>
        <message>
            <source>The match could not be started: {reason}</source>
            <translation>Не удалось начать матч: {reason}</translation>
        </message>
        <message>
            <source>Start or resume a match first.</source>
            <translation>Сначала начните новый матч или продолжите начатый.</translation>
        </message>
        <message>
            <source>This match is being scored in another window; here it is read-only.</source>
            <translation>Счёт этого матча ведётся в другом окне; здесь он открыт только для просмотра.</translation>
        </message>
        <message>
            <source>This match was abandoned: nothing is recorded. To score it again, take it up again (Match menu).</source>
            <translation>Этот матч прерван: ничего не записывается. Чтобы продолжить его, возобновите матч (меню «Матч»).</translation>
        </message>
        <message>
            <source>The folder {folder} cannot be written, so this match is opened read-only: it can be looked at and printed, not scored.</source>
            <translation>В папку {folder} нельзя записывать, поэтому матч открыт только для просмотра: его можно смотреть и печатать, но не вести счёт.</translation>
        </message>
        <message>
            <source>There is nothing to redo.</source>
            <translation>Повторять нечего.</translation>
        </message>
    </context>
    <context>
        <name>ForfeitDialog</name>
        <message>
            <source>A forfeit?</source>
            <translation>Неявка?</translation>
        </message>
        <message>
            <source>No, wait</source>
            <translation>Нет, подождать</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at the table. The 9 pocketed on a legal shot wins the frame, even on a combination.</source>
            <translation>Биток должен сначала коснуться шара с наименьшим номером. Любой шар, забитый правильным ударом, оставляет игрока у стола. Девятка, забитая правильным ударом, выигрывает партию, даже если забита комбинацией.</translation>
        </message>
        <message>
            <source>Diamond rack, the 1 at the apex, the 9 in the centre.</source>
            <translation>Шары расставляются ромбом: единица в вершине, девятка в центре.</translation>
        </message>
        <message>
            <source>The shot after the break may be a push-out.</source>
            <translation>Удар, следующий за начальным, может быть пуш-аутом.</translation>
        </message>
        <message>
            <source>Push-out: declared, only right after a legal break; the opponent then shoots or passes the shot back.</source>
            <translation>Пуш-аут объявляется до удара и только сразу после правильного начального удара; затем соперник бьёт сам или уступает удар.</translation>
        </message>
        <message>
            <source>Play goes on after the break; there is no push-out.</source>
            <translation>После начального удара игра продолжается; пуш-аута нет.</translation>
        </message>
        <message>
            <source>A foul ends the inning; balls stay down except the 9, which is spotted; the opponent has ball in hand.</source>
            <translation>Нарушение заканчивает серию; забитые шары остаются в лузах, кроме девятки, которая выставляется; соперник играет «с руки».</translation>
        </message>
        <message>
            <source>Foul if the cue ball first hits a ball other than the lowest, or nothing.</source>
            <translation>Нарушение, если биток сначала коснулся не шара с наименьшим номером или не коснулся ни одного шара.</translation>
        </message>
        <message>
            <source>Foul if nothing is pocketed and no ball reaches a rail after contact.</source>
            <translation>Нарушение, если ничего не забито и после касания ни один шар не дошёл до борта.</translation>
        </message>
        <message>
            <source>Ball in hand: the cue ball may be placed anywhere.</source>
            <translation>Удар «с руки»: биток можно установить в любом месте стола.</translation>
        </message>
        <message>
            <source>A ball off the table is a foul; object balls are not spotted, except the 9.</source>
            <translation>Выскочивший за борт шар — нарушение; прицельные шары не выставляются, кроме девятки.</translation>
        </message>
        <message>
            <source>Moving an obstructing ball on a jump or massé, touching a ball, a double hit or no foot on the floor: the operator records the foul.</source>
            <translation>Смещение мешающего шара при джампе или массе, касание шара, двойной удар или удар без ноги на полу: оператор записывает нарушение.</translation>
        </message>
        <message>
            <source>Three fouls in a row lose the frame; a warning is given after the second.</source>
            <translation>Три нарушения подряд — поражение в партии; после второго нарушения делается предупреждение.</translation>
        </message>
        <message>
            <source>Push-outs are not played in this match ({rule} does not apply).</source>
            <translation>Пуш-ауты в этом матче не играются ({rule} не применяется).</translation>
        </message>
        <message>
            <source>The three-foul rule is off in this match: fouls in a row are counted and shown, but lose nothing, and no warning is given ({rule} does not apply).</source>
            <translation>Правило трёх нарушений в этом матче отключено: нарушения подряд считаются и показываются, но к поражению не ведут, и предупреждение не делается ({rule} не применяется).</translation>
        </message>
        <message>
            <source>The frame ends when the 9 is pocketed legally or a player loses it.</source>
            <translation>Партия заканчивается, когда девятка забита правильным ударом или одному из игроков засчитано поражение.</translation>
        </message>
        <message>
            <source>The break must hit the 1 first and pocket a ball or drive four balls to a rail; otherwise foul, ball in hand.</source>
            <translation>При начальном ударе биток должен сначала попасть по единице, и нужно забить шар или довести до борта четыре шара; иначе — нарушение, соперник играет «с руки».</translation>
        </message>
        <message>
            <source>The 9 on a legal break wins.</source>
            <translation>Девятка, забитая правильным начальным ударом, выигрывает партию.</translation>
        </message>
        <message>
            <source>The 9 on a legal break is spotted and the breaker shoots again ({rule}).</source>
            <translation>Девятка, забитая правильным начальным ударом, выставляется, и разбивавший бьёт снова ({rule}).</translation>
        </message>
        <message>
            <source>{rule} {nine}</source>
            <translation>{rule} {nine}</translation>
        </message>
        <message>
            <source>This match is played without a shot clock.</source>
            <translation>Этот матч играется без лимита времени на удар.</translation>
        </message>
        <message>
            <source>The time runs from when the balls stop to the stroke; running out of time is a foul, which the referee confirms.</source>
            <translation>Время идёт с остановки шаров до удара; истёкшее время — нарушение, которое подтверждает судья.</translation>
        </message>
        <message>
            <source>An extension is taken before the stroke, never on the break.</source>
            <translation>Продление берут до удара, но не на начальном ударе.</translation>
        </message>
        <message>
            <source>{numbers}. {sentence}</source>
            <translation>{numbers}. {sentence}</translation>
        </message>
        <message>
            <source>Played under {profile}.</source>
            <translation>Играется по правилам: {profile}.</translation>
        </message>
        <message>
            <source>After the first frame, {rule}.</source>
            <translation>После первой партии {rule}.</translation>
        </message>
        <message>
            <source>A stalemate (both players agree, or the referee rules, that the frame cannot progress): the rack is racked again and broken by the same breaker, and both foul counts start from 0.</source>
            <translation>Пат (оба игрока согласны или судья решает, что партия не может продолжаться): шары расставляются заново, разбивает тот же игрок, счёт нарушений у обоих начинается с 0.</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Клавиатура</translation>
        </message>
        <message>
            <source>Touch and mouse</source>
            <translation>Сенсорный экран и мышь</translation>
        </message>
        <message>
            <source>Nine-ball as ninescore scores it. Every decision in the log cites its rule.</source>
            <translation>«Девятка» в том виде, в каком её считает ninescore. Каждое решение в журнале ссылается на свой пункт правил.</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Сочетания клавиш</translation>
        </message>
        <message>
            <source>Rules summary</source>
            <translation>Краткие правила</translation>
        </message>
        <message>
            <source>About ninescore</source>
            <translation>О программе ninescore</translation>
        </message>
        <message>
            <source>ninescore {version}

A table-side scorekeeper for nine-ball pool: every shot, every rule, every match saved.</source>
            <translation>ninescore {version}

Ведение счёта в пуле «девятка» прямо у стола: каждый удар, каждое правило, каждый матч сохраняется.</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <source>{score} ({race})</source>
            <translation>{score} ({race})</translation>
        </message>
        <message>
            <source>Rules: {profile}</source>
            <translation>Правила: {profile}</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Open match</source>
            <translation>Открыть матч</translation>
        </message>
        <message>
            <source>Export statistics as CSV</source>
            <translation>Выгрузить статистику в CSV</translation>
        </message>
        <message>
            <source>matches.csv</source>
            <translation>matches.csv</translation>
        </message>
        <message>
            <source>One row per match</source>
            <translation>По строке на встречу</translation>
        </message>
        <message>
            <source>One row per frame</source>
            <translation>По строке на партию</translation>
        </message>
        <message>
            <source>Export player statistics as CSV</source>
            <translation>Выгрузить статистику игрока в CSV</translation>
        </message>
        <message>
            <source>player.csv</source>
            <translation>player.csv</translation>
        </message>
        <message>
            <source>Saved {file}.</source>
            <translation>Сохранено: {file}.</translation>
        </message>
        <message>
            <source>Resume match</source>
            <translation>Продолжить матч</translation>
        </message>
        <message>
            <source>This match is being scored in another ninescore window.</source>
            <translation>Счёт этого матча ведётся в другом окне ninescore.</translation>
        </message>
        <message>
            <source>Move the match {players} of {date} to the trash folder?

It is not erased: it can be copied back from {folder}.</source>
            <translation>Переместить матч {players} от {date} в папку корзины?

Он не стирается: его можно скопировать обратно из {folder}.</translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) in the matches folder could not be read.</source>
            <translation>
                <numerusform>Не удалось прочитать %n файл в папке матчей.</numerusform>
                <numerusform>Не удалось прочитать %n файла в папке матчей.</numerusform>
                <numerusform>Не удалось прочитать %n файлов в папке матчей.</numerusform>
            </translation>
        </message>
        <message>
            <source>Clear the search</source>
            <translation>Очистить поиск</translation>
        </message>
        <message>
            <source>Search: player or event</source>
            <translation>Поиск: игрок или турнир</translation>
        </message>
        <message>
            <source>More commands</source>
            <translation>Ещё команды</translation>
        </message>
        <message numerus="yes">
            <source>Move %n match(es) to the trash folder?

They are not erased: they can be copied back from {folder}.</source>
            <translation>
                <numerusform>Переместить %n матч в папку корзины?

Матчи не стираются: их можно скопировать обратно из {folder}.</numerusform>
                <numerusform>Переместить %n матча в папку корзины?

Матчи не стираются: их можно скопировать обратно из {folder}.</numerusform>
                <numerusform>Переместить %n матчей в папку корзины?

Матчи не стираются: их можно скопировать обратно из {folder}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete match</source>
            <translation>Удалить матч</translation>
        </message>
        <message>
            <source>&amp;Find:</source>
            <translation>&amp;Найти:</translation>
        </message>
        <message>
            <source>player or event</source>
            <translation>игрок или турнир</translation>
        </message>
        <message>
            <source>Type part of a player's name or an event</source>
            <translation>Введите часть имени игрока или названия турнира</translation>
        </message>
        <message>
            <source>S&amp;tatus:</source>
            <translation>&amp;Состояние:</translation>
        </message>
        <message>
            <source>Matches from this day on</source>
            <translation>Матчи начиная с этого дня</translation>
        </message>
        <message>
            <source>Matches up to this day</source>
            <translation>Матчи по этот день включительно</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Все</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Идут</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Завершены</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Прерваны</translation>
        </message>
        <message>
            <source>Matc&amp;hes</source>
            <translation>Мат&amp;чи</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Повтор</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Игроки</translation>
        </message>
        <message>
            <source>Stored matches</source>
            <translation>Сохранённые матчи</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Обновить</translation>
        </message>
        <message>
            <source>Read the matches folder again (F5)</source>
            <translation>Заново прочитать папку матчей (F5)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Открыть</translation>
        </message>
        <message>
            <source>Show the match's frames and numbers</source>
            <translation>Показать партии и статистику матча</translation>
        </message>
        <message>
            <source>Numbers of the first player, head-to-head against the second</source>
            <translation>Статистика первого игрока в личных встречах со вторым</translation>
        </message>
        <message>
            <source>Print the match sheet</source>
            <translation>Напечатать протокол матча</translation>
        </message>
        <message>
            <source>Save the match sheet as a PDF</source>
            <translation>Сохранить протокол матча в PDF</translation>
        </message>
        <message>
            <source>Save the statistics of the selected (or all shown) matches</source>
            <translation>Сохранить статистику выбранных (или всех показанных) матчей</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Продолжить</translation>
        </message>
        <message>
            <source>Go on scoring this unfinished match</source>
            <translation>Продолжить счёт этого незавершённого матча</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Удалить…</translation>
        </message>
        <message>
            <source>Move the match to the trash folder (asks first)</source>
            <translation>Переместить матч в папку корзины (с подтверждением)</translation>
        </message>
        <message>
            <source>Close the history (Esc)</source>
            <translation>Закрыть историю (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n матч</numerusform>
                <numerusform>%n матча</numerusform>
                <numerusform>%n матчей</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n match(es)</source>
            <translation>
                <numerusform>{shown} из %n матча</numerusform>
                <numerusform>{shown} из %n матчей</numerusform>
                <numerusform>{shown} из %n матчей</numerusform>
            </translation>
        </message>
        <message>
            <source>The opened match is no longer in the matches folder.</source>
            <translation>Открытого матча больше нет в папке матчей.</translation>
        </message>
        <message>
            <source>Match sheet</source>
            <translation>Протокол матча</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>1 … 9</source>
            <translation>1 … 9</translation>
        </message>
        <message>
            <source>Ball pocketed on this shot (press again to unmark)</source>
            <translation>Шар забит этим ударом (повторное нажатие снимает отметку)</translation>
        </message>
        <message>
            <source>Shift+1 … 9, or F then 1 … 9</source>
            <translation>Shift+1 … 9 или F, затем 1 … 9</translation>
        </message>
        <message>
            <source>The ball the cue ball hit first (the lowest ball is the default)</source>
            <translation>Шар, которого биток коснулся первым (по умолчанию — шар с наименьшим номером)</translation>
        </message>
        <message>
            <source>No contact: the cue ball hit nothing</source>
            <translation>Без касания: биток ни одного шара не коснулся</translation>
        </message>
        <message>
            <source>J then 1 … 9</source>
            <translation>J, затем 1 … 9</translation>
        </message>
        <message>
            <source>Ball jumped off the table</source>
            <translation>Шар выскочил за борт</translation>
        </message>
        <message>
            <source>Scratch: the cue ball was pocketed</source>
            <translation>Биток в лузе</translation>
        </message>
        <message>
            <source>Cue ball off the table</source>
            <translation>Биток выскочил за борт</translation>
        </message>
        <message>
            <source>No rail after contact ({rule}; only when nothing is pocketed, so it is disabled while a ball is marked)</source>
            <translation>Недоведение до борта после касания ({rule}; только когда ничего не забито, поэтому недоступно, пока отмечен забитый шар)</translation>
        </message>
        <message>
            <source>On the break: four or more balls reached a rail ({rule}). Starts off: a break that pockets nothing and has it off is a foul, and the shot panel says so before Enter</source>
            <translation>При разбое: четыре шара или больше дошли до борта ({rule}). По умолчанию выключено: разбой, которым ничего не забито и при котором это не отмечено, — нарушение, и панель удара говорит об этом до Enter</translation>
        </message>
        <message>
            <source>Declare a push-out (only right after a legal break, {rule})</source>
            <translation>Объявить пуш-аут (только сразу после правильного разбоя, {rule})</translation>
        </message>
        <message>
            <source>X then 1 … 5, or X then 0 then 1 … 5</source>
            <translation>X, затем 1 … 5, или X, затем 0, затем 1 … 5</translation>
        </message>
        <message>
            <source>Commit the shot; with nothing marked it is a legal miss</source>
            <translation>Записать удар; если ничего не отмечено — правильный промах</translation>
        </message>
        <message>
            <source>Clear the marks of this shot</source>
            <translation>Снять отметки этого удара</translation>
        </message>
        <message>
            <source>Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)</source>
            <translation>Удар сделан: остановить время в момент удара (первая отметка удара тоже его останавливает)</translation>
        </message>
        <message>
            <source>Undo / redo, without limit and across frames</source>
            <translation>Отменить / повторить, без ограничений и через границы партий</translation>
        </message>
        <message>
            <source>New match / resume a match</source>
            <translation>Новый матч / продолжить матч</translation>
        </message>
        <message>
            <source>Print the match sheet / export it as PDF / the match history</source>
            <translation>Печать протокола / экспорт в PDF / история матчей</translation>
        </message>
        <message>
            <source>Full screen, larger, smaller, normal size</source>
            <translation>Во весь экран, крупнее, мельче, обычный размер</translation>
        </message>
        <message>
            <source>This list, quit</source>
            <translation>Этот список, выход</translation>
        </message>
        <message>
            <source>On a focused ball: Space, Menu, arrows</source>
            <translation>На шаре в фокусе: Пробел, Menu, стрелки</translation>
        </message>
        <message>
            <source>Pocketed, first contact, move between balls (F and J stay the window's: then a digit)</source>
            <translation>Забит, первое касание, переход между шарами (F и J остаются клавишами окна: затем цифра)</translation>
        </message>
        <message>
            <source>The foul menu ({rule}): a digit marks a reason on this shot (5: another, typed), then Enter; 0 then a digit records a foul between shots at once</source>
            <translation>Меню нарушений ({rule}): цифра отмечает причину на этом ударе (5 — другая, ввести текстом), затем Enter; 0, затем цифра — нарушение между ударами записывается сразу</translation>
        </message>
        <message>
            <source>After a push-out: shoot / pass the shot back ({rule})</source>
            <translation>После пуш-аута: бить самому / уступить удар ({rule})</translation>
        </message>
        <message>
            <source>Shot clock ({rule}): start or pause it / reset it to the shot's full time</source>
            <translation>Лимит времени ({rule}): пуск или пауза / сброс на полное время удара</translation>
        </message>
        <message>
            <source>Extension for the player at the table ({rule})</source>
            <translation>Продление для игрока у стола ({rule})</translation>
        </message>
        <message>
            <source>Time foul ({rule}), the referee's call; asked first unless the time is up</source>
            <translation>Нарушение времени ({rule}) по решению судьи; если время не истекло, сначала спрашивается</translation>
        </message>
        <message>
            <source>{key} (or {other})</source>
            <translation>{key} (или {other})</translation>
        </message>
        <message>
            <source>Tap / click a ball</source>
            <translation>Нажатие / щелчок по шару</translation>
        </message>
        <message>
            <source>Pocketed on this shot</source>
            <translation>Забит этим ударом</translation>
        </message>
        <message>
            <source>Long press, right-click or Ctrl+click</source>
            <translation>Долгое нажатие, правый щелчок или Ctrl+щелчок</translation>
        </message>
        <message>
            <source>First contact (the lowest ball is the default)</source>
            <translation>Первое касание (по умолчанию — шар с наименьшим номером)</translation>
        </message>
        <message>
            <source>Shift+click, or “Tap = jumped”</source>
            <translation>Shift+щелчок или «Нажатие = выскочил»</translation>
        </message>
        <message>
            <source>Jumped off the table</source>
            <translation>Выскочил за борт</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The new language will be used the next time ninescore starts.</source>
            <translation>Новый язык будет включён при следующем запуске ninescore.</translation>
        </message>
        <message>
            <source>Unknown language “{lang}”: choose one of {choices}.</source>
            <translation>Неизвестный язык «{lang}»: выберите один из: {choices}.</translation>
        </message>
    </context>
    <context>
        <name>ListFileDialog</name>
        <message>
            <source>Import a list of entrants</source>
            <translation>Список участников из файла</translation>
        </message>
        <message>
            <source>Another folder…</source>
            <translation>Другая папка…</translation>
        </message>
        <message>
            <source>Lists of entrants in this folder</source>
            <translation>Списки участников в этой папке</translation>
        </message>
        <message>
            <source>No CSV or text file in this folder.</source>
            <translation>В этой папке нет файлов CSV или текста.</translation>
        </message>
    </context>
    <context>
        <name>Live</name>
        <message>
            <source>No table</source>
            <translation>Без стола</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Стол {table}</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Столы</translation>
        </message>
        <message>
            <source>No match is being played.</source>
            <translation>Сейчас не играется ни один матч.</translation>
        </message>
        <message>
            <source>Waiting for a match…</source>
            <translation>Ждём матч…</translation>
        </message>
        <message>
            <source>Reconnecting to ninescore…</source>
            <translation>Переподключение к ninescore…</translation>
        </message>
        <message>
            <source>Balls on the table</source>
            <translation>Шары на столе</translation>
        </message>
        <message>
            <source>updated {time}</source>
            <translation>обновлено в {time}</translation>
        </message>
        <message>
            <source>This match is not played on the shot clock.</source>
            <translation>Этот матч играется без лимита времени на удар.</translation>
        </message>
        <message>
            <source>The seconds are counted by the scoring window's own feed (View → Live feed).</source>
            <translation>Секунды отсчитывает трансляция самого окна счёта (Вид → Трансляция).</translation>
        </message>
        <message>
            <source>Commit</source>
            <translation>Записать удар</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>No rail after contact</source>
            <translation>Нет борта после касания</translation>
        </message>
        <message>
            <source>Cue ball pocketed</source>
            <translation>Биток в лузе</translation>
        </message>
        <message>
            <source>Declare a push-out</source>
            <translation>Объявить пуш-аут</translation>
        </message>
        <message>
            <source>Shoot after the push-out</source>
            <translation>Бить после пуш-аута</translation>
        </message>
        <message>
            <source>Pass it back</source>
            <translation>Уступить удар</translation>
        </message>
        <message>
            <source>Ball {ball}</source>
            <translation>Шар {ball}</translation>
        </message>
        <message>
            <source>No match is being played at this table.</source>
            <translation>За этим столом сейчас не идёт матч.</translation>
        </message>
        <message>
            <source>Not saved yet: {count} waiting for the network.</source>
            <translation>Ещё не сохранено: {count} ждут сети.</translation>
        </message>
        <message>
            <source>Someone else scored this match meanwhile: it is shown as it is now.</source>
            <translation>Тем временем счёт этого матча вёл кто-то другой: он показан таким, каков он сейчас.</translation>
        </message>
        <message>
            <source>Foul on this shot (R11), for:</source>
            <translation>Фол на этом ударе (п. 11), причина:</translation>
        </message>
        <message>
            <source>no foul</source>
            <translation>без фола</translation>
        </message>
        <message>
            <source>Foul between shots (R12)</source>
            <translation>Фол между ударами (п. 12)</translation>
        </message>
        <message>
            <source>Start a match at this table</source>
            <translation>Начать матч за этим столом</translation>
        </message>
        <message>
            <source>Player who breaks first</source>
            <translation>Игрок, который разбивает первым</translation>
        </message>
        <message>
            <source>The other player</source>
            <translation>Второй игрок</translation>
        </message>
        <message>
            <source>Frames to win</source>
            <translation>Партий до победы</translation>
        </message>
        <message>
            <source>Start scoring it</source>
            <translation>Начать вести счёт</translation>
        </message>
        <message>
            <source>▶ Start</source>
            <translation>▶ Пуск</translation>
        </message>
        <message>
            <source>▮▮ Pause</source>
            <translation>▮▮ Пауза</translation>
        </message>
        <message>
            <source>↺ Reset</source>
            <translation>↺ Сброс</translation>
        </message>
        <message>
            <source>Extension {extension}</source>
            <translation>Продление {extension}</translation>
        </message>
        <message>
            <source>Time foul (R14)</source>
            <translation>Нарушение времени (п. 14)</translation>
        </message>
        <message>
            <source>End the frame</source>
            <translation>Завершить партию</translation>
        </message>
        <message>
            <source>The server cannot be reached: this needs its answer first. Try again when the network is back.</source>
            <translation>Сервер недоступен, а здесь сначала нужен его ответ. Повторите, когда сеть вернётся.</translation>
        </message>
        <message>
            <source>Time for the shot</source>
            <translation>Время на удар</translation>
        </message>
        <message>
            <source>Nothing is served at this address.</source>
            <translation>По этому адресу ничего нет.</translation>
        </message>
        <message>
            <source>This feed needs its token: add ?token=… to the address, as the program shows it.</source>
            <translation>Для этой трансляции нужен токен: добавьте к адресу ?token=…, как его показывает программа.</translation>
        </message>
        <message>
            <source>The live feed is read-only.</source>
            <translation>Трансляция доступна только для чтения.</translation>
        </message>
        <message>
            <source>This token scores another table's matches, not this one.</source>
            <translation>Этот токен позволяет вести счёт матчей другого стола, а не этого.</translation>
        </message>
        <message>
            <source>There are no such rules: choose seed, wpa or tv.</source>
            <translation>Таких правил нет: выберите seed, wpa или tv.</translation>
        </message>
        <message numerus="yes">
            <source>The match has changed: %n action(s) now, not {seen}. Someone else scored it, or an answer was lost; look at the match before going on.</source>
            <translation>
                <numerusform>Матч изменился: теперь в нём %n действие, а не {seen}. Счёт вёл кто-то другой, или ответ потерялся; посмотрите на матч, прежде чем продолжать.</numerusform>
                <numerusform>Матч изменился: теперь в нём %n действия, а не {seen}. Счёт вёл кто-то другой, или ответ потерялся; посмотрите на матч, прежде чем продолжать.</numerusform>
                <numerusform>Матч изменился: теперь в нём %n действий, а не {seen}. Счёт вёл кто-то другой, или ответ потерялся; посмотрите на матч, прежде чем продолжать.</numerusform>
            </translation>
        </message>
        <message>
            <source>This match is being scored in a ninescore window; score it there.</source>
            <translation>Счёт этого матча ведётся в окне ninescore; ведите его там.</translation>
        </message>
        <message>
            <source>The desk has no such assignment (it may have been taken back).</source>
            <translation>В судейской нет такого назначения (возможно, его отозвали).</translation>
        </message>
        <message>
            <source>This match from the desk has been started already; open it instead.</source>
            <translation>Этот матч из судейской уже начат; откройте его.</translation>
        </message>
        <message>
            <source>The request is not one the scoring API takes (at {where}).</source>
            <translation>Такой запрос API ведения счёта не принимает (в {where}).</translation>
        </message>
        <message>
            <source>Scan with the table's phone to score this table's matches.</source>
            <translation>Отсканируйте телефоном стола, чтобы вести счёт матчей этого стола.</translation>
        </message>
    </context>
    <context>
        <name>LiveFeedDialog</name>
        <message>
            <source>Live feed</source>
            <translation>Трансляция</translation>
        </message>
        <message>
            <source>The scoreboard of this table for a stream and for the room's TV, updated at every shot. In OBS, add a Browser source and paste an address below.</source>
            <translation>Табло этого стола для стрима и для телевизора в зале, обновляется после каждого удара. В OBS добавьте источник «Браузер» и вставьте один из адресов ниже.</translation>
        </message>
        <message>
            <source>Serve the live feed</source>
            <translation>Вести трансляцию</translation>
        </message>
        <message>
            <source>Open to other machines on this network (the addresses carry a token)</source>
            <translation>Открыть для других компьютеров этой сети (в адресах будет токен)</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Порт:</translation>
        </message>
        <message>
            <source>Scorebug (names, score, race):</source>
            <translation>Табло (имена, счёт, до скольких побед):</translation>
        </message>
        <message>
            <source>Rack (the balls on the table):</source>
            <translation>Шары (оставшиеся на столе):</translation>
        </message>
        <message>
            <source>Shot clock (the seconds, the extensions left):</source>
            <translation>Лимит времени на удар (секунды, оставшиеся продления):</translation>
        </message>
        <message>
            <source>Board (every table, for the room's TV):</source>
            <translation>Все столы (для телевизора в зале):</translation>
        </message>
        <message>
            <source>Token:</source>
            <translation>Токен:</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Копировать</translation>
        </message>
        <message>
            <source>The live feed cannot be served on port {port}: {reason}.</source>
            <translation>Трансляцию нельзя вести на порту {port}: {reason}.</translation>
        </message>
        <message>
            <source>Served at {address}.</source>
            <translation>Трансляция идёт по адресу {address}.</translation>
        </message>
        <message>
            <source>The live feed is off.</source>
            <translation>Трансляция выключена.</translation>
        </message>
        <message>
            <source>Copied: {text}</source>
            <translation>Скопировано: {text}</translation>
        </message>
    </context>
    <context>
        <name>LiveMenu</name>
        <message>
            <source>Spectator &amp;screen</source>
            <translation>&amp;Экран для зрителей</translation>
        </message>
        <message>
            <source>&amp;Show the spectator screen</source>
            <translation>&amp;Показать экран для зрителей</translation>
        </message>
        <message>
            <source>Live &amp;feed…</source>
            <translation>&amp;Трансляция…</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>option:{name}</source>
            <translation>опция {name}</translation>
        </message>
        <message>
            <source>R{number}</source>
            <translation>п. {number}</translation>
        </message>
        <message>
            <source>{rule}, ruling</source>
            <translation>{rule}, толкование</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} и {last}</translation>
        </message>
        <message>
            <source>moved an obstructing ball on a jump or massé</source>
            <translation>смещён мешающий шар при джампе или массе</translation>
        </message>
        <message>
            <source>ball touched</source>
            <translation>касание шара</translation>
        </message>
        <message>
            <source>double hit or push shot</source>
            <translation>двойное касание или подталкивание</translation>
        </message>
        <message>
            <source>no foot on the floor</source>
            <translation>ни одна нога не касалась пола</translation>
        </message>
        <message>
            <source>other foul</source>
            <translation>другое нарушение</translation>
        </message>
        <message>
            <source>the 9 on a combination or carom</source>
            <translation>девятка забита комбинацией или карамболем</translation>
        </message>
        <message>
            <source>the 9 on the break</source>
            <translation>девятка забита начальным ударом</translation>
        </message>
        <message>
            <source>the 9 on a legal shot</source>
            <translation>девятка забита правильным ударом</translation>
        </message>
        <message>
            <source>three fouls</source>
            <translation>три нарушения подряд</translation>
        </message>
        <message>
            <source>concession</source>
            <translation>сдача партии</translation>
        </message>
        <message>
            <source>Legal break.</source>
            <translation>Правильный начальный удар.</translation>
        </message>
        <message>
            <source>Nothing pocketed on the break.</source>
            <translation>При начальном ударе ничего не забито.</translation>
        </message>
        <message>
            <source>{name} missed: nothing pocketed.</source>
            <translation>{name}: промах, ничего не забито.</translation>
        </message>
        <message>
            <source>{name} stays at the table.</source>
            <translation>{name} продолжает игру.</translation>
        </message>
        <message>
            <source>{name} comes to the table and plays the balls as they lie.</source>
            <translation>{name} вступает в игру и принимает сложившуюся позицию.</translation>
        </message>
        <message>
            <source>Foul — the cue ball hit no ball.</source>
            <translation>Нарушение — биток не коснулся ни одного шара.</translation>
        </message>
        <message>
            <source>Foul — wrong ball first: the {hit} before the {lowest}.</source>
            <translation>Нарушение — неправильное касание: сначала {hit}, а не {lowest}.</translation>
        </message>
        <message>
            <source>Foul — no ball reached a rail.</source>
            <translation>Нарушение — недоведение до борта.</translation>
        </message>
        <message>
            <source>Foul — cue ball pocketed.</source>
            <translation>Нарушение — биток упал в лузу.</translation>
        </message>
        <message>
            <source>Foul — cue ball off the table.</source>
            <translation>Нарушение — биток выскочил за борт.</translation>
        </message>
        <message>
            <source>Foul — ball {balls} off the table.</source>
            <translation>Нарушение — за борт выскочил шар {balls}.</translation>
        </message>
        <message>
            <source>Foul — {reason}.</source>
            <translation>Нарушение — {reason}.</translation>
        </message>
        <message>
            <source>Foul between shots — {reason}.</source>
            <translation>Нарушение между ударами — {reason}.</translation>
        </message>
        <message>
            <source>{name} pocketed ball {balls}.</source>
            <translation>{name} забивает шар {balls}.</translation>
        </message>
        <message>
            <source>{name} pocketed balls {balls}.</source>
            <translation>{name} забивает шары {balls}.</translation>
        </message>
        <message numerus="yes">
            <source>Foul — nothing pocketed on the break and fewer than %n balls reached a rail.</source>
            <translation>
                <numerusform>Нарушение — при начальном ударе ничего не забито и до борта дошло меньше %n шара.</numerusform>
                <numerusform>Нарушение — при начальном ударе ничего не забито и до борта дошло меньше %n шаров.</numerusform>
                <numerusform>Нарушение — при начальном ударе ничего не забито и до борта дошло меньше %n шаров.</numerusform>
            </translation>
        </message>
        <message>
            <source>Foul — balls {balls} off the table.</source>
            <translation>Нарушение — за борт выскочили шары {balls}.</translation>
        </message>
        <message>
            <source>Foul — time ran out on the shot clock.</source>
            <translation>Нарушение — истёк лимит времени на удар.</translation>
        </message>
        <message>
            <source>{name} takes an extension: more time for this shot (extensions left: {n}).</source>
            <translation>{name} берёт продление: на этот удар добавлено время (осталось продлений: {n}).</translation>
        </message>
        <message>
            <source>It counts as one foul: the first in a row for {name}.</source>
            <translation>Засчитывается одно нарушение — первое подряд у игрока {name}.</translation>
        </message>
        <message>
            <source>It counts as one foul: the second in a row for {name}.</source>
            <translation>Засчитывается одно нарушение — второе подряд у игрока {name}.</translation>
        </message>
        <message>
            <source>It counts as one foul: fouls in a row for {name}: {n}.</source>
            <translation>Засчитывается одно нарушение; у игрока {name} нарушений подряд: {n}.</translation>
        </message>
        <message>
            <source>Ball {balls} stays down.</source>
            <translation>Шар {balls} остаётся в лузе.</translation>
        </message>
        <message>
            <source>Balls {balls} stay down.</source>
            <translation>Шары {balls} остаются в лузах.</translation>
        </message>
        <message>
            <source>Ball {balls} leaves play and is not spotted.</source>
            <translation>Шар {balls} выходит из игры и не выставляется.</translation>
        </message>
        <message>
            <source>Balls {balls} leave play and are not spotted.</source>
            <translation>Шары {balls} выходят из игры и не выставляются.</translation>
        </message>
        <message>
            <source>The 9 is spotted.</source>
            <translation>Девятка выставляется.</translation>
        </message>
        <message>
            <source>{name} has ball in hand.</source>
            <translation>{name} играет «с руки».</translation>
        </message>
        <message>
            <source>{name} may push out.</source>
            <translation>{name} может сыграть пуш-аут.</translation>
        </message>
        <message>
            <source>{name} pushed out.</source>
            <translation>{name} играет пуш-аут.</translation>
        </message>
        <message>
            <source>{name} chooses: shoot, or pass the shot back.</source>
            <translation>{name} выбирает: бить или уступить удар.</translation>
        </message>
        <message>
            <source>{name} shoots from the position as it lies.</source>
            <translation>{name} принимает позицию и бьёт.</translation>
        </message>
        <message>
            <source>{name} passes the shot back.</source>
            <translation>{name} уступает удар.</translation>
        </message>
        <message>
            <source>{name}'s count of fouls in a row starts again.</source>
            <translation>{name}: счёт нарушений подряд начинается заново.</translation>
        </message>
        <message>
            <source>WARNING: {name} has two fouls in a row; a third loses the frame.</source>
            <translation>ПРЕДУПРЕЖДЕНИЕ: у игрока {name} два нарушения подряд; третье означает поражение в партии.</translation>
        </message>
        <message>
            <source>{name} wins the frame: {how}.</source>
            <translation>{name} выигрывает партию: {how}.</translation>
        </message>
        <message>
            <source>Stalemate: re-rack, {name} breaks again.</source>
            <translation>Патовая позиция: шары расставляются заново, {name} снова разбивает.</translation>
        </message>
        <message>
            <source>{name} wins the match.</source>
            <translation>{name} выигрывает матч.</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>{sentence} ({rule})</source>
            <translation>{sentence} ({rule})</translation>
        </message>
        <message>
            <source>{name} takes an extension.</source>
            <translation>{name} берёт продление.</translation>
        </message>
        <message>
            <source>{name}: time foul (shot clock)</source>
            <translation>{name}: нарушение лимита времени</translation>
        </message>
        <message>
            <source>push-out</source>
            <translation>пуш-аут</translation>
        </message>
        <message>
            <source>no contact</source>
            <translation>без касания</translation>
        </message>
        <message>
            <source>hit the {ball} first</source>
            <translation>первое касание: {ball}</translation>
        </message>
        <message>
            <source>pocketed {balls}</source>
            <translation>забиты {balls}</translation>
        </message>
        <message numerus="yes">
            <source>%n ball(s) to a rail</source>
            <translation>
                <numerusform>%n шар у борта</numerusform>
                <numerusform>%n шара у борта</numerusform>
                <numerusform>%n шаров у борта</numerusform>
            </translation>
        </message>
        <message>
            <source>no rail</source>
            <translation>недоведение до борта</translation>
        </message>
        <message>
            <source>scratch</source>
            <translation>биток в лузе</translation>
        </message>
        <message>
            <source>cue ball off the table</source>
            <translation>биток за бортом</translation>
        </message>
        <message>
            <source>{balls} off the table</source>
            <translation>за бортом: {balls}</translation>
        </message>
        <message>
            <source>{name}: {facts}</source>
            <translation>{name}: {facts}</translation>
        </message>
        <message>
            <source>{name} accepts the push-out.</source>
            <translation>{name} принимает позицию после пуш-аута.</translation>
        </message>
        <message>
            <source>{name} passes the push-out back.</source>
            <translation>{name} уступает удар после пуш-аута.</translation>
        </message>
        <message>
            <source>{name}: foul between shots ({reason})</source>
            <translation>{name}: нарушение между ударами ({reason})</translation>
        </message>
        <message>
            <source>{name} loses the frame (concession or infraction)</source>
            <translation>{name}: поражение в партии (сдача или нарушение)</translation>
        </message>
        <message>
            <source>Stalemate declared.</source>
            <translation>Объявлена патовая позиция.</translation>
        </message>
        <message>
            <source>{loser} loses the frame: three fouls in a row. ({rule}) {winner} wins it.</source>
            <translation>{loser} проигрывает партию: три нарушения подряд. ({rule}) Партию выигрывает {winner}.</translation>
        </message>
        <message>
            <source>{loser} loses the frame by concession or ruling. ({rule}) {winner} wins it.</source>
            <translation>{loser} проигрывает партию: сдача или решение судьи. ({rule}) Партию выигрывает {winner}.</translation>
        </message>
    </context>
    <context>
        <name>LogView</name>
        <message>
            <source>What happened and why</source>
            <translation>Что произошло и почему</translation>
        </message>
        <message>
            <source>Frame {number}: {name} won ({how}).</source>
            <translation>Партия {number} — победа: {name} ({how}).</translation>
        </message>
        <message>
            <source>{name} to break.</source>
            <translation>{name} выполняет начальный удар.</translation>
        </message>
    </context>
    <context>
        <name>MachineDialog</name>
        <message>
            <source>This machine</source>
            <translation>Этот компьютер</translation>
        </message>
        <message>
            <source>e.g. 3, or TV table</source>
            <translation>например, 3 или ТВ-стол</translation>
        </message>
        <message>
            <source>This folder is shared with Syncthing</source>
            <translation>Эта папка общая через Syncthing</translation>
        </message>
        <message>
            <source> min</source>
            <translation> мин</translation>
        </message>
        <message>
            <source>Share this folder with Syncthing: {folder}. Turning sharing on writes the ignore file (.stignore) that keeps the index, the locks, the trash and this machine's settings on this machine.</source>
            <translation>Сделайте общей через Syncthing эту папку: {folder}. Когда общий доступ включён, ninescore записывает файл исключений (.stignore): индекс, блокировки, корзина и настройки этого компьютера остаются на нём.</translation>
        </message>
        <message>
            <source>Table of this machine:</source>
            <translation>Стол этого компьютера:</translation>
        </message>
        <message>
            <source>The desk calls a match quiet after:</source>
            <translation>Судейская считает встречу тихой через:</translation>
        </message>
        <message>
            <source>The table's name has characters that are not allowed.</source>
            <translation>В названии стола есть недопустимые символы.</translation>
        </message>
        <message>
            <source>The settings cannot be saved in {folder}: {reason}.</source>
            <translation>Настройки не удалось сохранить в {folder}: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;New match…</source>
            <translation>&amp;Новый матч…</translation>
        </message>
        <message>
            <source>&amp;Resume a match…</source>
            <translation>&amp;Продолжить матч…</translation>
        </message>
        <message>
            <source>Change the r&amp;ules (before the first break)…</source>
            <translation>Изменить пр&amp;авила (до первого разбоя)…</translation>
        </message>
        <message>
            <source>&amp;Print match sheet…</source>
            <translation>П&amp;ечать протокола…</translation>
        </message>
        <message>
            <source>&amp;Export PDF…</source>
            <translation>&amp;Экспорт в PDF…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;История…</translation>
        </message>
        <message>
            <source>Stalemate: re-rack</source>
            <translation>Патовая позиция: перерасстановка</translation>
        </message>
        <message>
            <source>&amp;Abandon this match</source>
            <translation>П&amp;рервать этот матч</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Выход</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Take this match up again…</source>
            <translation>&amp;Возобновить этот матч…</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>&amp;Clear the marks of this shot</source>
            <translation>&amp;Снять отметки этого удара</translation>
        </message>
        <message>
            <source>Time &amp;foul ({rule})…</source>
            <translation>&amp;Нарушение времени ({rule})…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Во весь экран</translation>
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation>&amp;Крупнее</translation>
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation>&amp;Мельче</translation>
        </message>
        <message>
            <source>&amp;Normal size</source>
            <translation>&amp;Обычный размер</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Сочетания клавиш</translation>
        </message>
        <message>
            <source>&amp;Rules summary</source>
            <translation>&amp;Краткие правила</translation>
        </message>
        <message>
            <source>&amp;About ninescore</source>
            <translation>&amp;О программе ninescore</translation>
        </message>
        <message>
            <source>&amp;Start or pause the clock</source>
            <translation>&amp;Пуск или пауза</translation>
        </message>
        <message>
            <source>&amp;Reset the clock</source>
            <translation>&amp;Сбросить время</translation>
        </message>
        <message>
            <source>Shot &amp;taken</source>
            <translation>&amp;Удар сделан</translation>
        </message>
        <message>
            <source>&amp;Extension for the player at the table</source>
            <translation>П&amp;родление для игрока у стола</translation>
        </message>
        <message>
            <source>End the &amp;frame</source>
            <translation>&amp;Завершить партию</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Clock</source>
            <translation>&amp;Лимит времени</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Colour-blind balls (a pattern on each)</source>
            <translation>&amp;Шары для дальтоников (с узором на каждом)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>(used from the next start)</source>
            <translation>(действует со следующего запуска)</translation>
        </message>
        <message>
            <source>Match being scored elsewhere</source>
            <translation>Счёт матча ведётся в другом месте</translation>
        </message>
        <message>
            <source>This match is being scored in another ninescore window. Open it read-only here?</source>
            <translation>Счёт этого матча ведётся в другом окне ninescore. Открыть его здесь только для просмотра?</translation>
        </message>
        <message>
            <source>First contact: press the ball's number (0: no contact).</source>
            <translation>Первое касание: нажмите номер шара (0 — без касания).</translation>
        </message>
        <message>
            <source>Jumped off the table: press the ball's number.</source>
            <translation>Выскочил за борт: нажмите номер шара.</translation>
        </message>
        <message>
            <source>Mark this foul</source>
            <translation>Отметить нарушение</translation>
        </message>
        <message>
            <source>This foul loses the frame</source>
            <translation>Это нарушение проигрывает партию</translation>
        </message>
        <message>
            <source>Record this foul</source>
            <translation>Записать это нарушение</translation>
        </message>
        <message>
            <source>Time ran out on the shot clock. Record a time foul by {name} ({rule}): ball in hand for the opponent?</source>
            <translation>Время на удар истекло. Записать нарушение по времени у игрока {name} ({rule}): соперник играет «с руки»?</translation>
        </message>
        <message>
            <source>Time foul</source>
            <translation>Нарушение времени</translation>
        </message>
        <message>
            <source>The shot clock has not run out. Record a time foul by {name} anyway ({rule})?</source>
            <translation>Лимит времени на удар ещё не истёк. Всё равно записать {name} нарушение времени ({rule})?</translation>
        </message>
        <message>
            <source>The text is as large as this window has room for.</source>
            <translation>Крупнее текст в этом окне не поместится.</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Не сохранено</translation>
        </message>
        <message>
            <source>The last actions of this match could not be saved: {reason}

If you quit now they are lost.</source>
            <translation>Последние действия этого матча не удалось сохранить: {reason}

Если выйти сейчас, они будут потеряны.</translation>
        </message>
        <message>
            <source>Quit without saving</source>
            <translation>Выйти без сохранения</translation>
        </message>
    </context>
    <context>
        <name>MatchPanel</name>
        <message>
            <source>Frames (double-click one to replay it)</source>
            <translation>Партии (двойной щелчок — повтор партии)</translation>
        </message>
        <message>
            <source>Match statistics</source>
            <translation>Статистика матча</translation>
        </message>
        <message>
            <source>&amp;Replay frame</source>
            <translation>&amp;Повтор партии</translation>
        </message>
        <message>
            <source>Frames of the match</source>
            <translation>Партии матча</translation>
        </message>
        <message>
            <source>Frame</source>
            <translation>Партия</translation>
        </message>
        <message>
            <source>No match opened</source>
            <translation>Матч не открыт</translation>
        </message>
        <message>
            <source>Double-click a match in the list to open it.</source>
            <translation>Дважды щёлкните матч в списке, чтобы открыть его.</translation>
        </message>
        <message>
            <source>Event: {value}</source>
            <translation>Турнир: {value}</translation>
        </message>
        <message>
            <source>Round: {value}</source>
            <translation>Раунд: {value}</translation>
        </message>
        <message>
            <source>Table: {value}</source>
            <translation>Стол: {value}</translation>
        </message>
        <message>
            <source>Referee: {value}</source>
            <translation>Судья: {value}</translation>
        </message>
        <message>
            <source>Duration: {time}</source>
            <translation>Длительность: {time}</translation>
        </message>
        <message>
            <source>(playing)</source>
            <translation>(идёт)</translation>
        </message>
        <message>
            <source>{how}, break and run</source>
            <translation>{how}, с кия</translation>
        </message>
        <message>
            <source>{how} (re-racked {n}×)</source>
            <translation>{how} (перерасстановок: {n})</translation>
        </message>
        <message>
            <source>  made</source>
            <translation>  с забитым шаром</translation>
        </message>
        <message>
            <source>  dry</source>
            <translation>  без забитых шаров</translation>
        </message>
        <message>
            <source>  fouled</source>
            <translation>  с нарушением</translation>
        </message>
        <message>
            <source>  golden</source>
            <translation>  «золотые» (девятка)</translation>
        </message>
        <message>
            <source>  wrong ball first</source>
            <translation>  неправильное касание</translation>
        </message>
        <message>
            <source>  no contact</source>
            <translation>  без касания</translation>
        </message>
        <message>
            <source>  no rail</source>
            <translation>  недоведение до борта</translation>
        </message>
        <message>
            <source>  cue ball pocketed</source>
            <translation>  биток в лузе</translation>
        </message>
        <message>
            <source>  ball off the table</source>
            <translation>  выскочивший шар</translation>
        </message>
        <message>
            <source>  other (recorded)</source>
            <translation>  прочие (записаны оператором)</translation>
        </message>
        <message>
            <source>Concessions</source>
            <translation>Сдачи партий</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>New match</source>
            <translation>Новый матч</translation>
        </message>
        <message>
            <source>Player A's name</source>
            <translation>Имя игрока A</translation>
        </message>
        <message>
            <source>Player B's name</source>
            <translation>Имя игрока B</translation>
        </message>
        <message>
            <source>Players already stored — tap to choose:</source>
            <translation>Уже сохранённые игроки — нажмите, чтобы выбрать:</translation>
        </message>
        <message>
            <source>Handicap race (a different race for each player)</source>
            <translation>Фора (у каждого игрока своя дистанция)</translation>
        </message>
        <message>
            <source>Winner breaks</source>
            <translation>Разбивает победитель</translation>
        </message>
        <message>
            <source>Alternate breaks</source>
            <translation>Разбивают по очереди</translation>
        </message>
        <message>
            <source>Loser breaks</source>
            <translation>Разбивает проигравший</translation>
        </message>
        <message>
            <source>Toss a coin</source>
            <translation>Бросить жребий</translation>
        </message>
        <message>
            <source>e.g. City Open 2026</source>
            <translation>напр. Открытый турнир города 2026</translation>
        </message>
        <message>
            <source>e.g. Last 16</source>
            <translation>напр. 1/8 финала</translation>
        </message>
        <message>
            <source>e.g. 3</source>
            <translation>напр. 3</translation>
        </message>
        <message>
            <source>who scores this match</source>
            <translation>кто ведёт счёт этого матча</translation>
        </message>
        <message>
            <source>Clear them</source>
            <translation>Очистить</translation>
        </message>
        <message>
            <source>Start the match</source>
            <translation>Начать матч</translation>
        </message>
        <message>
            <source>Player A:</source>
            <translation>Игрок A:</translation>
        </message>
        <message>
            <source>Player B:</source>
            <translation>Игрок B:</translation>
        </message>
        <message>
            <source>Race and break</source>
            <translation>Дистанция и разбой</translation>
        </message>
        <message>
            <source>Race to:</source>
            <translation>Игра до:</translation>
        </message>
        <message>
            <source>First break:</source>
            <translation>Первый начальный удар:</translation>
        </message>
        <message>
            <source>Later frames:</source>
            <translation>Следующие партии:</translation>
        </message>
        <message>
            <source>Event (optional)</source>
            <translation>Турнир (необязательно)</translation>
        </message>
        <message>
            <source>Event:</source>
            <translation>Турнир:</translation>
        </message>
        <message>
            <source>Round:</source>
            <translation>Раунд:</translation>
        </message>
        <message>
            <source>Table:</source>
            <translation>Стол:</translation>
        </message>
        <message>
            <source>Referee / operator:</source>
            <translation>Судья / оператор:</translation>
        </message>
        <message>
            <source>Player A</source>
            <translation>Игрок A</translation>
        </message>
        <message>
            <source>Player B</source>
            <translation>Игрок B</translation>
        </message>
        <message>
            <source>event</source>
            <translation>турнир</translation>
        </message>
        <message>
            <source>table</source>
            <translation>стол</translation>
        </message>
        <message>
            <source>referee</source>
            <translation>судья</translation>
        </message>
        <message>
            <source>From the last match: {fields}. Check them, or clear them.</source>
            <translation>Из прошлого матча: {fields}. Проверьте или очистите.</translation>
        </message>
        <message>
            <source>for A, and</source>
            <translation>для A и</translation>
        </message>
        <message>
            <source>Coin toss: {name} breaks first.</source>
            <translation>Жребий: первым разбивает {name}.</translation>
        </message>
        <message>
            <source>Enter both players' names.</source>
            <translation>Введите имена обоих игроков.</translation>
        </message>
        <message>
            <source>The two players need different names.</source>
            <translation>У игроков должны быть разные имена.</translation>
        </message>
        <message>
            <source>A race must be at least 1 frame.</source>
            <translation>Игра должна идти хотя бы до 1 партии.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>The seed's rules</source>
            <translation>Базовые правила</translation>
        </message>
        <message>
            <source>WPA World Standardized Rules</source>
            <translation>Всемирные стандартизированные правила WPA</translation>
        </message>
        <message>
            <source>Television format</source>
            <translation>Телевизионный формат</translation>
        </message>
        <message>
            <source>Custom rules</source>
            <translation>Особые правила</translation>
        </message>
        <message>
            <source>WPA rules</source>
            <translation>Правила WPA</translation>
        </message>
        <message>
            <source>TV format</source>
            <translation>ТВ-формат</translation>
        </message>
        <message>
            <source>the winner of a frame breaks the next</source>
            <translation>победитель партии разбивает в следующей</translation>
        </message>
        <message>
            <source>players alternate the break</source>
            <translation>игроки разбивают по очереди</translation>
        </message>
        <message>
            <source>the loser of a frame breaks the next</source>
            <translation>проигравший партию разбивает в следующей</translation>
        </message>
        <message>
            <source>{n} s</source>
            <translation>{n} с</translation>
        </message>
        <message>
            <source>no shot clock</source>
            <translation>без лимита времени на удар</translation>
        </message>
        <message>
            <source>shot clock ({rule}): {seconds} a shot</source>
            <translation>лимит времени на удар ({rule}): {seconds} на удар</translation>
        </message>
        <message>
            <source>warning at {seconds} left</source>
            <translation>предупреждение, когда остаётся {seconds}</translation>
        </message>
        <message>
            <source>no warning</source>
            <translation>без предупреждения</translation>
        </message>
        <message numerus="yes">
            <source>%n × {seconds} extension(s) per player per frame</source>
            <translation>
                <numerusform>продления: %n × {seconds} на игрока в партии</numerusform>
                <numerusform>продления: %n × {seconds} на игрока в партии</numerusform>
                <numerusform>продления: %n × {seconds} на игрока в партии</numerusform>
            </translation>
        </message>
        <message>
            <source>no extensions</source>
            <translation>без продлений</translation>
        </message>
        <message>
            <source>{seconds} for the first shot after the break</source>
            <translation>{seconds} на первый удар после начального</translation>
        </message>
        <message>
            <source>{seconds} for the shot after a push-out</source>
            <translation>{seconds} на удар после пуш-аута</translation>
        </message>
        <message>
            <source>three-foul rule (R12) on</source>
            <translation>правило трёх нарушений (п. 12) применяется</translation>
        </message>
        <message>
            <source>three-foul rule (R12) off</source>
            <translation>правило трёх нарушений (п. 12) не применяется</translation>
        </message>
        <message>
            <source>a 9 pocketed on the break wins</source>
            <translation>девятка, забитая начальным ударом, выигрывает партию</translation>
        </message>
        <message>
            <source>a 9 pocketed on the break is spotted</source>
            <translation>девятка, забитая начальным ударом, выставляется</translation>
        </message>
        <message>
            <source>push-outs played ({rule})</source>
            <translation>пуш-аут играется ({rule})</translation>
        </message>
        <message>
            <source>push-outs not played</source>
            <translation>пуш-аут не играется</translation>
        </message>
        <message>
            <source>This match is now played under {profile}: {options}.</source>
            <translation>Теперь матч играется по правилам «{profile}»: {options}.</translation>
        </message>
    </context>
    <context>
        <name>PasteDialog</name>
        <message>
            <source>Paste the entrants</source>
            <translation>Вставить участников</translation>
        </message>
        <message>
            <source>One name a line, or rows copied from a spreadsheet with a heading row (Name, Club, Rating, Seed).</source>
            <translation>По имени в строке или строки из таблицы со строкой заголовков (Name, Club, Rating, Seed).</translation>
        </message>
        <message>
            <source>Add them</source>
            <translation>Добавить</translation>
        </message>
    </context>
    <context>
        <name>PhoneTile</name>
        <message>
            <source>Make a token</source>
            <translation>Создать ключ</translation>
        </message>
        <message>
            <source>Withdraw</source>
            <translation>Отозвать</translation>
        </message>
        <message>
            <source>No token</source>
            <translation>Нет ключа</translation>
        </message>
    </context>
    <context>
        <name>PhonesPage</name>
        <message>
            <source>Page address:</source>
            <translation>Адрес страницы:</translation>
        </message>
        <message>
            <source>Withdraw the token?</source>
            <translation>Отозвать ключ?</translation>
        </message>
        <message>
            <source>Withdraw it</source>
            <translation>Отозвать</translation>
        </message>
    </context>
    <context>
        <name>PlayerPanel</name>
        <message>
            <source>(no opponent)</source>
            <translation>(без соперника)</translation>
        </message>
        <message>
            <source>All events</source>
            <translation>Все турниры</translation>
        </message>
        <message>
            <source>Counting…</source>
            <translation>Подсчёт…</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>&amp;Игрок:</translation>
        </message>
        <message>
            <source>&amp;Head-to-head against:</source>
            <translation>&amp;Личные встречи с:</translation>
        </message>
        <message>
            <source>&amp;Event:</source>
            <translation>&amp;Турнир:</translation>
        </message>
        <message>
            <source>From this day (the lowest date means: from the start)</source>
            <translation>С этого дня (самая ранняя дата — с самого начала)</translation>
        </message>
        <message>
            <source>Until this day (the lowest date means: until today)</source>
            <translation>По этот день (самая ранняя дата — по сегодняшний день)</translation>
        </message>
        <message>
            <source>Save these numbers as a CSV file</source>
            <translation>Сохранить эти показатели в файл CSV</translation>
        </message>
        <message>
            <source>Reading matches… {n} of {total}</source>
            <translation>Чтение матчей… {n} из {total}</translation>
        </message>
        <message>
            <source>Choose a player.</source>
            <translation>Выберите игрока.</translation>
        </message>
        <message>
            <source>{name} — matches: {n}</source>
            <translation>{name} — матчей: {n}</translation>
        </message>
        <message>
            <source>{a} against {b} — matches: {n}, won {wa}–{wb}; frames {fa}–{fb}</source>
            <translation>{a} против {b} — матчей: {n}, победы {wa}–{wb}; партии {fa}–{fb}</translation>
        </message>
        <message>
            <source>{name}, all matches</source>
            <translation>{name}, все матчи</translation>
        </message>
        <message>
            <source>{name}, head-to-head</source>
            <translation>{name}, личные встречи</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Матчи</translation>
        </message>
        <message>
            <source>  won</source>
            <translation>  выиграно</translation>
        </message>
        <message>
            <source>  lost</source>
            <translation>  проиграно</translation>
        </message>
        <message>
            <source>  unfinished</source>
            <translation>  не завершено</translation>
        </message>
        <message>
            <source>Break-and-run %</source>
            <translation>Партии с кия, %</translation>
        </message>
        <message>
            <source>Fouls per frame</source>
            <translation>Нарушений за партию</translation>
        </message>
    </context>
    <context>
        <name>ReplayPanel</name>
        <message>
            <source>{n}. {action}</source>
            <translation>{n}. {action}</translation>
        </message>
        <message>
            <source>Open a match and choose a frame.</source>
            <translation>Откройте матч и выберите партию.</translation>
        </message>
        <message>
            <source>No shot: {action}</source>
            <translation>Без удара: {action}</translation>
        </message>
        <message>
            <source>{n} of {total}</source>
            <translation>{n} из {total}</translation>
        </message>
        <message>
            <source>First action of the frame (Home)</source>
            <translation>Первое действие партии (Home)</translation>
        </message>
        <message>
            <source>{next} Ball in hand.</source>
            <translation>{next} Удар «с руки».</translation>
        </message>
        <message>
            <source>Previous action (Left arrow)</source>
            <translation>Предыдущее действие (стрелка влево)</translation>
        </message>
        <message>
            <source>Next action (Right arrow)</source>
            <translation>Следующее действие (стрелка вправо)</translation>
        </message>
        <message>
            <source>Last action of the frame (End)</source>
            <translation>Последнее действие партии (End)</translation>
        </message>
        <message>
            <source>First action</source>
            <translation>Первое действие</translation>
        </message>
        <message>
            <source>Previous action</source>
            <translation>Предыдущее действие</translation>
        </message>
        <message>
            <source>Next action</source>
            <translation>Следующее действие</translation>
        </message>
        <message>
            <source>Last action</source>
            <translation>Последнее действие</translation>
        </message>
        <message>
            <source>Action in the frame</source>
            <translation>Действие в партии</translation>
        </message>
        <message>
            <source>Actions of the frame</source>
            <translation>Действия партии</translation>
        </message>
        <message>
            <source>What the rules made of this action</source>
            <translation>Как правила оценили это действие</translation>
        </message>
        <message>
            <source>Before</source>
            <translation>До</translation>
        </message>
        <message>
            <source>After</source>
            <translation>После</translation>
        </message>
        <message>
            <source>The table before this action</source>
            <translation>Стол до этого действия</translation>
        </message>
        <message>
            <source>The table after this action</source>
            <translation>Стол после этого действия</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <source>Replay of frame {n}: {a} – {b}</source>
            <translation>Повтор партии {n}: {a} – {b}</translation>
        </message>
        <message>
            <source>Action {n}: {action}</source>
            <translation>Действие {n}: {action}</translation>
        </message>
        <message>
            <source>{time}, shot time {seconds}</source>
            <translation>{time}, время удара {seconds}</translation>
        </message>
        <message>
            <source>{name} breaks.</source>
            <translation>{name} разбивает.</translation>
        </message>
        <message>
            <source>Before: {name} had ball in hand.</source>
            <translation>До удара: {name} играет «с руки».</translation>
        </message>
        <message>
            <source>Frame over.</source>
            <translation>Партия окончена.</translation>
        </message>
        <message>
            <source>Next: {name} chooses to shoot or pass.</source>
            <translation>Далее: {name} выбирает — бить или уступить удар.</translation>
        </message>
        <message>
            <source>Next to shoot: {name}.</source>
            <translation>Следующим бьёт: {name}.</translation>
        </message>
        <message>
            <source>Ball in hand: yes.</source>
            <translation>Удар «с руки»: да.</translation>
        </message>
        <message>
            <source>Ball in hand: no.</source>
            <translation>Удар «с руки»: нет.</translation>
        </message>
        <message>
            <source>Fouls in a row: {a} {fa}, {b} {fb}.</source>
            <translation>Нарушений подряд: {a} — {fa}, {b} — {fb}.</translation>
        </message>
        <message>
            <source>On the table after it: {balls}.</source>
            <translation>На столе после него: {balls}.</translation>
        </message>
    </context>
    <context>
        <name>ResultDialog</name>
        <message>
            <source>Correct the result</source>
            <translation>Исправить результат</translation>
        </message>
        <message>
            <source>Racks of {name}:</source>
            <translation>Партии, {name}:</translation>
        </message>
        <message>
            <source>A forfeit: no racks</source>
            <translation>Неявка: без партий</translation>
        </message>
        <message>
            <source>Keep this result</source>
            <translation>Сохранить результат</translation>
        </message>
    </context>
    <context>
        <name>ResultsPage</name>
        <message>
            <source>Tap a match of the bracket to correct it.</source>
            <translation>Нажмите на матч сетки, чтобы исправить его.</translation>
        </message>
        <message>
            <source>Correct the result…</source>
            <translation>Исправить результат…</translation>
        </message>
        <message>
            <source>Undo the result</source>
            <translation>Отменить результат</translation>
        </message>
        <message>
            <source>Print the results…</source>
            <translation>Печать итогов…</translation>
        </message>
        <message>
            <source>The standings and every result of the day, on paper or as a PDF</source>
            <translation>Итоговые места и все результаты дня, на бумаге или в PDF</translation>
        </message>
        <message>
            <source>Undo a result</source>
            <translation>Отмена результата</translation>
        </message>
        <message>
            <source>Undo it</source>
            <translation>Отменить</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>{a} {sa}–{sb} {b}   (race to {race}, frame {frames})</source>
            <translation>{a} {sa}–{sb} {b}   (игра до {race}, партия {frames})</translation>
        </message>
        <message>
            <source>table {table}</source>
            <translation>стол {table}</translation>
        </message>
        <message>
            <source>BEING SCORED IN ANOTHER WINDOW</source>
            <translation>СЧЁТ ВЕДЁТСЯ В ДРУГОМ ОКНЕ</translation>
        </message>
        <message>
            <source>Resume a match</source>
            <translation>Продолжить матч</translation>
        </message>
        <message>
            <source>A match was left unfinished. Go on scoring it where it stopped?</source>
            <translation>Есть незавершённый матч. Продолжить счёт с того места, где он остановился?</translation>
        </message>
        <message>
            <source>Choose the match to go on scoring.</source>
            <translation>Выберите матч, чтобы продолжить счёт.</translation>
        </message>
        <message>
            <source>There is no unfinished match.</source>
            <translation>Незавершённых матчей нет.</translation>
        </message>
        <message>
            <source>Resume scoring</source>
            <translation>Продолжить счёт</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Не сейчас</translation>
        </message>
    </context>
    <context>
        <name>Room</name>
        <message>
            <source>Next at this table: {players} (match {number})</source>
            <translation>Следующий за этим столом: {players} (матч {number})</translation>
        </message>
        <message>
            <source>Bracket</source>
            <translation>Сетка</translation>
        </message>
        <message>
            <source>No tournament is being played.</source>
            <translation>Сейчас не идёт ни один турнир.</translation>
        </message>
        <message>
            <source>Hot seat</source>
            <translation>Непобеждённый</translation>
        </message>
        <message>
            <source>Now calling</source>
            <translation>Вызываются</translation>
        </message>
        <message>
            <source>Up next</source>
            <translation>Следующие</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>Места</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Крупнее</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Мельче</translation>
        </message>
        <message>
            <source>Fit to the screen</source>
            <translation>По размеру экрана</translation>
        </message>
    </context>
    <context>
        <name>RulesForm</name>
        <message>
            <source>is spotted, the breaker continues</source>
            <translation>выставляется, разбивавший продолжает</translation>
        </message>
        <message>
            <source>Three fouls in a row lose the frame ({rule})</source>
            <translation>Три нарушения подряд — поражение в партии ({rule})</translation>
        </message>
        <message>
            <source>wins the frame ({rule})</source>
            <translation>выигрывает партию ({rule})</translation>
        </message>
        <message>
            <source>Push-outs are played ({rule})</source>
            <translation>Пуш-аут играется ({rule})</translation>
        </message>
        <message>
            <source>Shot clock ({rule})</source>
            <translation>Лимит времени на удар ({rule})</translation>
        </message>
        <message>
            <source>Its numbers…</source>
            <translation>Числа…</translation>
        </message>
        <message>
            <source>Profile:</source>
            <translation>Правила:</translation>
        </message>
        <message>
            <source>The 9 on a legal break:</source>
            <translation>Девятка при правильном разбое:</translation>
        </message>
    </context>
    <context>
        <name>SaveErrorBar</name>
        <message>
            <source>Retry now</source>
            <translation>Повторить сейчас</translation>
        </message>
        <message>
            <source>{reason} This window stopped scoring the match: it is shown read-only.</source>
            <translation>{reason} Это окно больше не ведёт матч: он показан только для просмотра.</translation>
        </message>
        <message>
            <source>NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is retried every few seconds.</source>
            <translation>НЕ СОХРАНЕНО — {reason} Счёт продолжается: каждый удар хранится в памяти, сохранение повторяется каждые несколько секунд.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message>
            <source>★ WINNER</source>
            <translation>★ ПОБЕДИТЕЛЬ</translation>
        </message>
        <message>
            <source>▶ AT THE TABLE</source>
            <translation>▶ У СТОЛА</translation>
        </message>
        <message>
            <source>AT THE TABLE ◀</source>
            <translation>У СТОЛА ◀</translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>Score: {first}, {second}.</source>
            <translation>Счёт: {first}, {second}.</translation>
        </message>
        <message>
            <source>{name} is at the table.</source>
            <translation>У стола {name}.</translation>
        </message>
    </context>
    <context>
        <name>Scoring</name>
        <message>
            <source>WARNING ({rule}): {name} has fouled twice in a row — a third foul loses the frame.</source>
            <translation>ПРЕДУПРЕЖДЕНИЕ ({rule}): у игрока {name} два нарушения подряд — третье нарушение означает поражение в партии.</translation>
        </message>
        <message>
            <source>Read-only: scored in another window.</source>
            <translation>Только просмотр: счёт ведётся в другом окне.</translation>
        </message>
        <message>
            <source>Abandoned: this match is closed. Take it up again to score it.</source>
            <translation>Матч прерван и закрыт. Возобновите его, чтобы продолжить.</translation>
        </message>
        <message>
            <source>Take the match up again?</source>
            <translation>Возобновить матч?</translation>
        </message>
        <message>
            <source>This match was abandoned. Scoring goes on exactly where it stopped, and the match is in progress again.</source>
            <translation>Этот матч был прерван. Счёт продолжится ровно с того места, где он остановился, и матч снова будет идти.</translation>
        </message>
        <message>
            <source>Take it up again</source>
            <translation>Возобновить</translation>
        </message>
        <message>
            <source>{name} chooses: shoot from here ({shoot}), or pass the shot back ({pass_}).</source>
            <translation>{name} выбирает: бить из этой позиции ({shoot}) или уступить удар ({pass_}).</translation>
        </message>
        <message numerus="yes">
            <source>{name} breaks. Mark the balls pocketed, or {rails_key} if %n or more reached a rail; then {commit}.</source>
            <translation>
                <numerusform>{name} выполняет начальный удар. Отметьте забитые шары или нажмите {rails_key}, если до борта дошёл %n шар или больше; затем {commit}.</numerusform>
                <numerusform>{name} выполняет начальный удар. Отметьте забитые шары или нажмите {rails_key}, если до борта дошли %n шара или больше; затем {commit}.</numerusform>
                <numerusform>{name} выполняет начальный удар. Отметьте забитые шары или нажмите {rails_key}, если до борта дошли %n шаров или больше; затем {commit}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} has ball in hand ({rule}).</source>
            <translation>{name} играет «с руки» ({rule}).</translation>
        </message>
        <message>
            <source>{name} to shoot — may push out ({key}).</source>
            <translation>Бьёт {name} — можно сыграть пуш-аут ({key}).</translation>
        </message>
        <message>
            <source>{name} to shoot.</source>
            <translation>Бьёт {name}.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>Матч окончен.</translation>
        </message>
        <message>
            <source>{name}: shoot or pass back?</source>
            <translation>{name}: бить или уступить удар?</translation>
        </message>
        <message>
            <source>{name} to break</source>
            <translation>Начальный удар: {name}</translation>
        </message>
        <message>
            <source>{name} to shoot — ball in hand</source>
            <translation>Бьёт {name} — «с руки»</translation>
        </message>
        <message>
            <source>{name} to shoot</source>
            <translation>Бьёт {name}</translation>
        </message>
        <message>
            <source>These marks cannot all be true.</source>
            <translation>Эти отметки не могут быть верны одновременно.</translation>
        </message>
        <message>
            <source>On commit: {what}</source>
            <translation>При записи удара: {what}</translation>
        </message>
        <message>
            <source>No match</source>
            <translation>Нет матча</translation>
        </message>
        <message>
            <source>Match
over</source>
            <translation>Матч
окончен</translation>
        </message>
        <message>
            <source>Frame
{number}</source>
            <translation>Партия
{number}</translation>
        </message>
        <message>
            <source>fouls in a row: {n}</source>
            <translation>нарушений подряд: {n}</translation>
        </message>
        <message>
            <source>BREAK</source>
            <translation>НАЧАЛЬНЫЙ УДАР</translation>
        </message>
        <message>
            <source>BALL IN HAND</source>
            <translation>УДАР С РУКИ</translation>
        </message>
        <message>
            <source>PUSH-OUT AVAILABLE</source>
            <translation>МОЖНО ПУШ-АУТ</translation>
        </message>
        <message>
            <source>SHOOT OR PASS?</source>
            <translation>БИТЬ ИЛИ УСТУПИТЬ?</translation>
        </message>
        <message>
            <source>⚠ WARNING: 2 FOULS</source>
            <translation>⚠ 2 НАРУШЕНИЯ ПОДРЯД</translation>
        </message>
        <message>
            <source>MATCH WON</source>
            <translation>МАТЧ ВЫИГРАН</translation>
        </message>
        <message>
            <source>{first} {a}–{b} {second} — ninescore</source>
            <translation>{first} {a}–{b} {second} — ninescore</translation>
        </message>
        <message>
            <source>{title} (read-only)</source>
            <translation>{title} (только просмотр)</translation>
        </message>
        <message>
            <source>Undone: {what}.</source>
            <translation>Отменено: {what}.</translation>
        </message>
        <message>
            <source>Frame {number} is open again.</source>
            <translation>Партия {number} снова не окончена.</translation>
        </message>
        <message>
            <source>{name} loses the frame (concession or infraction)…</source>
            <translation>{name} проигрывает партию (сдача или нарушение)…</translation>
        </message>
        <message>
            <source>The marks of this shot are cleared; nothing was undone. {key} again takes back the last action.</source>
            <translation>Отметки этого удара сброшены, ничего не отменено. Ещё раз {key} — отменить последнее действие.</translation>
        </message>
        <message>
            <source>No, go back</source>
            <translation>Нет, вернуться</translation>
        </message>
        <message>
            <source>Stalemate: re-rack?</source>
            <translation>Патовая позиция: расставить шары заново?</translation>
        </message>
        <message>
            <source>Frame {number} is played again from the break: {name} breaks. Nobody wins it; the score stays {a}–{b}.</source>
            <translation>Партия {number} переигрывается с начального удара: разбивает {name}. Её никто не выигрывает, счёт остаётся {a}–{b}.</translation>
        </message>
        <message>
            <source>Re-rack</source>
            <translation>Расставить заново</translation>
        </message>
        <message>
            <source>{name} loses the frame?</source>
            <translation>{name} проигрывает партию?</translation>
        </message>
        <message>
            <source>{name} loses the frame</source>
            <translation>{name} проигрывает партию</translation>
        </message>
        <message>
            <source>Score then: {first} {a}–{b} {second}.</source>
            <translation>Счёт станет: {first} {a}–{b} {second}.</translation>
        </message>
        <message>
            <source>Reason (optional):</source>
            <translation>Причина (необязательно):</translation>
        </message>
        <message>
            <source>Abandon the match?</source>
            <translation>Прервать матч?</translation>
        </message>
        <message>
            <source>Scoring stops and the match is marked abandoned. It stays saved, with every shot, and can be resumed or reviewed later.</source>
            <translation>Счёт больше не ведётся, матч отмечается как прерванный. Он остаётся сохранённым со всеми ударами: его можно продолжить или просмотреть позже.</translation>
        </message>
        <message>
            <source>Abandon the match</source>
            <translation>Прервать матч</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <source>Unknown paper size “{paper}”: use a4 or letter.</source>
            <translation>Неизвестный формат бумаги «{paper}»: используйте a4 или letter.</translation>
        </message>
        <message>
            <source>The PDF could not be started.</source>
            <translation>Не удалось начать запись PDF.</translation>
        </message>
        <message>
            <source>Match sheet: {a} vs {b}</source>
            <translation>Протокол матча: {a} — {b}</translation>
        </message>
        <message>
            <source>Match sheets ({n})</source>
            <translation>Протоколы матчей ({n})</translation>
        </message>
        <message>
            <source>{path} is a folder; give a file name for the PDF.</source>
            <translation>{path} — это папка; укажите имя файла для PDF.</translation>
        </message>
        <message>
            <source>{path} is not a regular file (a device, a pipe, a socket or a link); give the name of a file for the PDF.</source>
            <translation>{path} — не обычный файл (устройство, канал, сокет или ссылка); укажите имя файла для PDF.</translation>
        </message>
        <message>
            <source>The PDF cannot be written to {path}: {reason}.</source>
            <translation>Не удаётся записать PDF в {path}: {reason}.</translation>
        </message>
        <message>
            <source>{a} to {n_a}, {b} to {n_b} (handicap)</source>
            <translation>{a} до {n_a}, {b} до {n_b} (фора)</translation>
        </message>
        <message>
            <source>{start} – {end}</source>
            <translation>{start} – {end}</translation>
        </message>
        <message>
            <source>{name} breaks first; {rule}</source>
            <translation>первым разбивает {name}; {rule}</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Время</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Nine-ball, {race}</source>
            <translation>«Девятка», {race}</translation>
        </message>
        <message>
            <source>Referee</source>
            <translation>Судья</translation>
        </message>
        <message>
            <source>Break</source>
            <translation>Разбой</translation>
        </message>
        <message>
            <source>{profile} — {options}</source>
            <translation>{profile} — {options}</translation>
        </message>
        <message>
            <source>ABANDONED — the match was stopped before it was won; the score when it stopped was {a}–{b}. No winner.</source>
            <translation>ПРЕРВАН — матч остановлен до победы одного из игроков; счёт на момент остановки {a}–{b}. Победителя нет.</translation>
        </message>
        <message>
            <source>IN PROGRESS — the match is not finished; the score so far is {a}–{b}. This is not a result.</source>
            <translation>ИДЁТ — матч не завершён; текущий счёт {a}–{b}. Это не окончательный результат.</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>не завершена</translation>
        </message>
        <message numerus="yes">
            <source>{how} (after %n re-rack(s))</source>
            <translation>
                <numerusform>{how} (после %n перерасстановки)</numerusform>
                <numerusform>{how} (после %n перерасстановок)</numerusform>
                <numerusform>{how} (после %n перерасстановок)</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Игрок</translation>
        </message>
        <message>
            <source>{name} wins: {how}</source>
            <translation>победа: {name}, {how}</translation>
        </message>
        <message>
            <source>Frame {n} — {breaker} breaks — {outcome}</source>
            <translation>Партия {n} — разбивает {breaker} — {outcome}</translation>
        </message>
        <message>
            <source>Nine-ball match sheet</source>
            <translation>Протокол матча «Девятка»</translation>
        </message>
        <message>
            <source>Player A — {name}</source>
            <translation>Игрок A — {name}</translation>
        </message>
        <message>
            <source>Player B — {name}</source>
            <translation>Игрок B — {name}</translation>
        </message>
        <message>
            <source>Referee — {name}</source>
            <translation>Судья — {name}</translation>
        </message>
        <message>
            <source>{a} vs {b} — match sheet (continued)</source>
            <translation>{a} — {b}: протокол матча (продолжение)</translation>
        </message>
        <message>
            <source>match {id} · ninescore {version} · page {page} of {pages}</source>
            <translation>матч {id} · ninescore {version} · стр. {page} из {pages}</translation>
        </message>
        <message>
            <source>Shot times</source>
            <translation>Время ударов</translation>
        </message>
        <message>
            <source>WINNER</source>
            <translation>ПОБЕДИТЕЛЬ</translation>
        </message>
        <message>
            <source>Balls on break</source>
            <translation>Забито с разбоя</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Итоги</translation>
        </message>
        <message>
            <source>Shot clock</source>
            <translation>Лимит времени на удар</translation>
        </message>
        <message>
            <source>By signing, the players and the referee confirm the result above.</source>
            <translation>Подписывая протокол, игроки и судья подтверждают указанный выше результат.</translation>
        </message>
        <message>
            <source>Shot-by-shot log</source>
            <translation>Запись партий по ударам</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>Введено</translation>
        </message>
        <message>
            <source>Ruling (rule)</source>
            <translation>Решение (пункт правил)</translation>
        </message>
        <message>
            <source>Shot</source>
            <translation>Удар</translation>
        </message>
        <message>
            <source>{heading} (continued)</source>
            <translation>{heading} (продолжение)</translation>
        </message>
        <message>
            <source>Match sheet — print preview</source>
            <translation>Протокол матча — предварительный просмотр</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Предыдущая страница</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Следующая страница</translation>
        </message>
        <message>
            <source>Smaller</source>
            <translation>Мельче</translation>
        </message>
        <message>
            <source>Larger</source>
            <translation>Крупнее</translation>
        </message>
        <message>
            <source>Whole page</source>
            <translation>Вся страница</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Печать…</translation>
        </message>
        <message>
            <source>Paper:</source>
            <translation>Бумага:</translation>
        </message>
        <message>
            <source>Page {n} of {total}</source>
            <translation>Страница {n} из {total}</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Экспорт в PDF</translation>
        </message>
        <message>
            <source>Print match sheet</source>
            <translation>Печать протокола матча</translation>
        </message>
        <message>
            <source>sheets-{n}-matches.pdf</source>
            <translation>протоколы-{n}-матчей.pdf</translation>
        </message>
        <message>
            <source>Match sheet {a} vs {b}, {date}</source>
            <translation>Протокол матча {a} — {b}, {date}</translation>
        </message>
        <message>
            <source>Export match sheet as PDF</source>
            <translation>Экспорт протокола матча в PDF</translation>
        </message>
        <message>
            <source>Match sheet saved</source>
            <translation>Протокол матча сохранён</translation>
        </message>
        <message>
            <source>The match sheet was saved as {file}</source>
            <translation>Протокол матча сохранён в файл {file}</translation>
        </message>
        <message>
            <source>Open its folder</source>
            <translation>Открыть его папку</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>A3 (297 × 420 mm)</source>
            <translation>A3 (297 × 420 мм)</translation>
        </message>
        <message>
            <source>A4 (210 × 297 mm)</source>
            <translation>A4 (210 × 297 мм)</translation>
        </message>
        <message>
            <source>US Letter (8.5 × 11 in)</source>
            <translation>US Letter (8,5 × 11 дюймов)</translation>
        </message>
    </context>
    <context>
        <name>ShotClockBar</name>
        <message>
            <source>▮▮ Pause  [{key}]</source>
            <translation>▮▮ Пауза  [{key}]</translation>
        </message>
        <message>
            <source>▶ Start  [{key}]</source>
            <translation>▶ Пуск  [{key}]</translation>
        </message>
        <message>
            <source>↺ Reset  [{key}]</source>
            <translation>↺ Сброс  [{key}]</translation>
        </message>
        <message>
            <source>Shot taken  [{key}]</source>
            <translation>Удар сделан  [{key}]</translation>
        </message>
        <message>
            <source>Time left for this shot</source>
            <translation>Время, оставшееся на этот удар</translation>
        </message>
    </context>
    <context>
        <name>ShotClockDialog</name>
        <message>
            <source>The shot clock's numbers ({rule})</source>
            <translation>Лимит времени на удар: числа ({rule})</translation>
        </message>
        <message>
            <source> s</source>
            <translation> с</translation>
        </message>
        <message>
            <source>off</source>
            <translation>выкл.</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>не даются</translation>
        </message>
        <message>
            <source>as any shot</source>
            <translation>как обычный удар</translation>
        </message>
        <message>
            <source>Time for a shot:</source>
            <translation>Время на удар:</translation>
        </message>
        <message>
            <source>Warning when this much is left:</source>
            <translation>Предупреждение, когда осталось:</translation>
        </message>
        <message>
            <source>An extension adds:</source>
            <translation>Продление добавляет:</translation>
        </message>
        <message>
            <source>Extensions per player per frame:</source>
            <translation>Продлений у игрока за партию:</translation>
        </message>
        <message>
            <source>First shot after the break:</source>
            <translation>Первый удар после разбоя:</translation>
        </message>
        <message>
            <source>Shot after a push-out:</source>
            <translation>Удар после пуш-аута:</translation>
        </message>
        <message>
            <source>The warning must come before the time is up: less than a shot's time.</source>
            <translation>Предупреждение должно прозвучать до конца времени: меньше времени на удар.</translation>
        </message>
        <message>
            <source>An extension must add some time.</source>
            <translation>Продление должно добавлять время.</translation>
        </message>
        <message>
            <source>A longer limit cannot be shorter than a shot's time.</source>
            <translation>Увеличенный лимит не может быть меньше времени на удар.</translation>
        </message>
    </context>
    <context>
        <name>ShotPanel</name>
        <message>
            <source>↶ Undo</source>
            <translation>↶ Отменить</translation>
        </message>
        <message>
            <source>Redo ↷</source>
            <translation>Повторить ↷</translation>
        </message>
        <message>
            <source>Take back the last action</source>
            <translation>Отменить последнее действие</translation>
        </message>
        <message>
            <source>Apply again what was undone</source>
            <translation>Вернуть отменённое</translation>
        </message>
        <message>
            <source>End the frame…</source>
            <translation>Конец партии…</translation>
        </message>
        <message>
            <source>A player loses the frame, a stalemate, or the match is abandoned</source>
            <translation>Поражение игрока в партии, патовая позиция или прерывание матча</translation>
        </message>
        <message>
            <source>Commit shot</source>
            <translation>Записать удар</translation>
        </message>
        <message>
            <source>Commit foul</source>
            <translation>Записать нарушение</translation>
        </message>
        <message>
            <source>Commit — ends the frame</source>
            <translation>Записать — конец партии</translation>
        </message>
        <message>
            <source>Commit — ends the match</source>
            <translation>Записать — конец матча</translation>
        </message>
        <message>
            <source>Tap = jumped</source>
            <translation>Нажатие = выскочил</translation>
        </message>
        <message>
            <source>Make a tap on a ball mark it as jumped off the table ({key} then a digit)</source>
            <translation>Нажатие на шар отмечает его выскочившим за борт ({key}, затем цифра)</translation>
        </message>
        <message>
            <source>After a legal push-out the other player chooses ({rule}): shoot from the position as it lies, or pass the shot back.</source>
            <translation>После правильного пуш-аута соперник выбирает ({rule}): бить из сложившейся позиции или уступить удар.</translation>
        </message>
        <message>
            <source>Scratch</source>
            <translation>Биток в лузе</translation>
        </message>
        <message>
            <source>Cue ball off table</source>
            <translation>Биток за бортом</translation>
        </message>
        <message>
            <source>No rail</source>
            <translation>Нет борта</translation>
        </message>
        <message>
            <source>After contact, no ball reached a rail ({rule})</source>
            <translation>После касания ни один шар не дошёл до борта ({rule})</translation>
        </message>
        <message>
            <source>{n}+ balls to a rail</source>
            <translation>{n}+ шара до борта</translation>
        </message>
        <message numerus="yes">
            <source>On the break, at least %n object balls reached a rail ({rule})</source>
            <translation>
                <numerusform>При начальном ударе не менее %n прицельного шара дошли до борта ({rule})</numerusform>
                <numerusform>При начальном ударе не менее %n прицельных шаров дошли до борта ({rule})</numerusform>
                <numerusform>При начальном ударе не менее %n прицельных шаров дошли до борта ({rule})</numerusform>
            </translation>
        </message>
        <message>
            <source>Push-out</source>
            <translation>Пуш-аут</translation>
        </message>
        <message>
            <source>Declare this shot a push-out ({rule}): allowed right after a legal break</source>
            <translation>Объявить этот удар пуш-аутом ({rule}): можно сразу после правильного начального удара</translation>
        </message>
        <message>
            <source>Foul…</source>
            <translation>Нарушение…</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Сбросить</translation>
        </message>
        <message>
            <source>Shoot</source>
            <translation>Бить</translation>
        </message>
        <message>
            <source>Pass back</source>
            <translation>Уступить</translation>
        </message>
        <message>
            <source>Take it up again…</source>
            <translation>Возобновить…</translation>
        </message>
        <message>
            <source>Preview and print the match sheet</source>
            <translation>Просмотр и печать протокола матча</translation>
        </message>
        <message>
            <source>Save the match sheet as a PDF file</source>
            <translation>Сохранить протокол матча в файл PDF</translation>
        </message>
        <message>
            <source>This match was abandoned: it is closed, and shown here read-only. Take it up again to score it where it stopped.</source>
            <translation>Этот матч прерван: он закрыт и показан только для просмотра. Возобновите его, чтобы продолжить с того места, где он остановился.</translation>
        </message>
        <message>
            <source>No match is being scored. Start a new match, or resume one ({key}).</source>
            <translation>Счёт не ведётся. Начните новый матч или продолжите начатый ({key}).</translation>
        </message>
        <message>
            <source>The cue ball was pocketed</source>
            <translation>Биток упал в лузу</translation>
        </message>
        <message>
            <source>The cue ball left the table</source>
            <translation>Биток выскочил за борт</translation>
        </message>
        <message>
            <source>Other foul…</source>
            <translation>Другое нарушение…</translation>
        </message>
        <message>
            <source>Foul between shots (no shot)…</source>
            <translation>Нарушение между ударами (без удара)…</translation>
        </message>
        <message>
            <source>Forget the marks of this shot</source>
            <translation>Снять отметки этого удара</translation>
        </message>
        <message>
            <source>Foul: {reasons}</source>
            <translation>Нарушение: {reasons}</translation>
        </message>
        <message>
            <source>The match is over. Undo to change the last frame, or start a new one.</source>
            <translation>Матч окончен. Отмените действие, чтобы изменить последнюю партию, или начните новый матч.</translation>
        </message>
        <message>
            <source>Read-only: this match is being scored in another ninescore window.</source>
            <translation>Только просмотр: счёт этого матча ведётся в другом окне ninescore.</translation>
        </message>
        <message>
            <source>Other foul</source>
            <translation>Другое нарушение</translation>
        </message>
        <message>
            <source>What was the foul?</source>
            <translation>Какое было нарушение?</translation>
        </message>
    </context>
    <context>
        <name>Spectator</name>
        <message>
            <source>ninescore — spectator screen</source>
            <translation>ninescore — экран для зрителей</translation>
        </message>
        <message>
            <source>No match is being scored.</source>
            <translation>Сейчас не ведётся ни один матч.</translation>
        </message>
        <message>
            <source>The spectator screen needs a second screen: connect one, or make this window smaller so that it has room beside it.</source>
            <translation>Экрану для зрителей нужен второй экран: подключите его или уменьшите это окно, чтобы рядом с ним нашлось место.</translation>
        </message>
        <message>
            <source>Screen {number}: {model} ({width}×{height})</source>
            <translation>Экран {number}: {model} ({width}×{height})</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>ninescore</source>
            <translation>ninescore</translation>
        </message>
        <message>
            <source>Nine-ball scoring, shot by shot</source>
            <translation>Счёт в «девятке» — удар за ударом</translation>
        </message>
        <message>
            <source>History…</source>
            <translation>История…</translation>
        </message>
        <message>
            <source>Unfinished — tap to go on scoring:</source>
            <translation>Незавершённые — нажмите, чтобы продолжить счёт:</translation>
        </message>
        <message>
            <source>All unfinished matches…</source>
            <translation>Все незавершённые матчи…</translation>
        </message>
        <message>
            <source>Being scored in another window: opens read-only</source>
            <translation>Счёт ведётся в другом окне: откроется только для просмотра</translation>
        </message>
    </context>
    <context>
        <name>Stepper</name>
        <message>
            <source>Number</source>
            <translation>Число</translation>
        </message>
        <message>
            <source>{name}: one less</source>
            <translation>{name}: на одну меньше</translation>
        </message>
        <message>
            <source>{name}: one more</source>
            <translation>{name}: на одну больше</translation>
        </message>
    </context>
    <context>
        <name>StoredPlayersDialog</name>
        <message>
            <source>Players already stored</source>
            <translation>Известные игроки</translation>
        </message>
        <message>
            <source>No player is stored in this folder yet.</source>
            <translation>В этой папке ещё нет игроков.</translation>
        </message>
        <message>
            <source>Tap the players who enter:</source>
            <translation>Нажмите на участников турнира:</translation>
        </message>
        <message>
            <source>Add the chosen</source>
            <translation>Добавить выбранных</translation>
        </message>
    </context>
    <context>
        <name>TableTile</name>
        <message>
            <source>Taken out</source>
            <translation>Выведен</translation>
        </message>
        <message>
            <source>Final only</source>
            <translation>Для финала</translation>
        </message>
    </context>
    <context>
        <name>TouchFiles</name>
        <message>
            <source>Could not write {file}: {reason}</source>
            <translation>Не удалось записать {file}: {reason}</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>Выбор папки</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Вверх</translation>
        </message>
        <message>
            <source>Folders in this folder</source>
            <translation>Папки в этой папке</translation>
        </message>
        <message>
            <source>No folders in this folder.</source>
            <translation>В этой папке нет папок.</translation>
        </message>
        <message>
            <source>Use this folder</source>
            <translation>Выбрать эту папку</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>Папка:</translation>
        </message>
        <message>
            <source>Change folder…</source>
            <translation>Другая папка…</translation>
        </message>
        <message>
            <source>File name:</source>
            <translation>Имя файла:</translation>
        </message>
        <message>
            <source>PDF file</source>
            <translation>Файл PDF</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>Копий:</translation>
        </message>
        <message>
            <source>Paper: {paper}</source>
            <translation>Бумага: {paper}</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Печать</translation>
        </message>
        <message>
            <source>Printer:</source>
            <translation>Принтер:</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Сохранить</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <source>single elimination</source>
            <translation>олимпийская система</translation>
        </message>
        <message>
            <source>double elimination</source>
            <translation>олимпийская система до двух поражений</translation>
        </message>
        <message>
            <source>round robin</source>
            <translation>круговая система</translation>
        </message>
        <message>
            <source>groups, then a knockout</source>
            <translation>группы, затем плей-офф</translation>
        </message>
        <message>
            <source>the final is one race</source>
            <translation>финал — одна встреча</translation>
        </message>
        <message>
            <source>the final is a true double (the hot seat must be beaten twice)</source>
            <translation>финал двойной (непобеждённого нужно обыграть дважды)</translation>
        </message>
        <message>
            <source>Winners' side</source>
            <translation>Сетка победителей</translation>
        </message>
        <message>
            <source>Losers' side</source>
            <translation>Сетка проигравших</translation>
        </message>
        <message>
            <source>Final</source>
            <translation>Финал</translation>
        </message>
        <message>
            <source>Group {letter}</source>
            <translation>Группа {letter}</translation>
        </message>
        <message>
            <source>second race (the hot seat lost the first)</source>
            <translation>вторая встреча (непобеждённый проиграл первую)</translation>
        </message>
        <message>
            <source>the final</source>
            <translation>финал</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>круг {number}</translation>
        </message>
        <message numerus="yes">
            <source>%n entrant(s)</source>
            <translation>
                <numerusform>%n участник</numerusform>
                <numerusform>%n участника</numerusform>
                <numerusform>%n участников</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n match(es) at most</source>
            <translation>
                <numerusform>не больше %n встречи</numerusform>
                <numerusform>не больше %n встреч</numerusform>
                <numerusform>не больше %n встреч</numerusform>
            </translation>
        </message>
        <message>
            <source>(to come)</source>
            <translation>(ещё не известен)</translation>
        </message>
        <message>
            <source>{winner} wins by forfeit</source>
            <translation>{winner} побеждает ввиду неявки соперника</translation>
        </message>
        <message>
            <source>{first}:{second}, {winner} wins</source>
            <translation>{first}:{second}, побеждает {winner}</translation>
        </message>
        <message>
            <source>{place:&gt;3}  {name}: won {won}, lost {lost}, racks {racks_won}:{racks_lost}</source>
            <translation>{place:&gt;3}  {name}: побед {won}, поражений {lost}, партии {racks_won}:{racks_lost}</translation>
        </message>
        <message numerus="yes">
            <source>To call now: %n match(es)</source>
            <translation>
                <numerusform>Вызывать сейчас: %n встреча</numerusform>
                <numerusform>Вызывать сейчас: %n встречи</numerusform>
                <numerusform>Вызывать сейчас: %n встреч</numerusform>
            </translation>
        </message>
        <message>
            <source>In the hot seat, unbeaten, waiting for the final: {name}</source>
            <translation>Непобеждённым ждёт финала: {name}</translation>
        </message>
        <message>
            <source>Table (matches won, head-to-head, racks won minus lost, racks won)</source>
            <translation>Таблица (победы, личные встречи, разница партий, выигранные партии)</translation>
        </message>
        <message>
            <source>Final standings (champion: {name})</source>
            <translation>Итоговые места (победитель: {name})</translation>
        </message>
        <message>
            <source>Standings so far (everyone still in shares the top place)</source>
            <translation>Места на сейчас (все, кто ещё в борьбе, делят верхнее место)</translation>
        </message>
        <message>
            <source>Drew {summary}; saved to {file}.</source>
            <translation>Жеребьёвка проведена: {summary}; сохранено в {file}.</translation>
        </message>
        <message>
            <source>Recorded match {number}: {line}</source>
            <translation>Внесена встреча {number}: {line}</translation>
        </message>
        <message>
            <source>The result of match {number} is undone.</source>
            <translation>Результат встречи {number} отменён.</translation>
        </message>
        <message>
            <source>The tournament is over; the champion is {name}.</source>
            <translation>Турнир окончен; победитель — {name}.</translation>
        </message>
        <message>
            <source>{text} is not a score; write the racks as 7-3 (the winner's first is fine), or forfeit</source>
            <translation>{text} — не счёт; запишите партии как 7-3 (можно начинать с победителя) или forfeit</translation>
        </message>
        <message>
            <source>{text} is not a match number; ninescore tournament show lists them</source>
            <translation>{text} — не номер встречи; их показывает ninescore tournament show</translation>
        </message>
        <message>
            <source>Give the entrants with --players FILE or --player NAME.</source>
            <translation>Укажите участников: --players ФАЙЛ или --player ИМЯ.</translation>
        </message>
        <message>
            <source>The tournament has no match {number}.</source>
            <translation>В турнире нет встречи {number}.</translation>
        </message>
        <message>
            <source>{name} is not an entrant of this tournament.</source>
            <translation>{name} не участвует в этом турнире.</translation>
        </message>
        <message>
            <source>Match {number} cannot be played yet: its players are not known.</source>
            <translation>Встречу {number} пока нельзя сыграть: её участники ещё не известны.</translation>
        </message>
        <message>
            <source>Match {number} already has a result; undo it first to correct it.</source>
            <translation>У встречи {number} уже есть результат; чтобы исправить, сначала отмените его.</translation>
        </message>
        <message>
            <source>Match {number} has no result to undo.</source>
            <translation>У встречи {number} нет результата, который можно отменить.</translation>
        </message>
        <message>
            <source>Match {number} cannot be undone while match {blocking}, which it feeds, has a result; undo match {blocking} first.</source>
            <translation>Результат встречи {number} нельзя отменить, пока есть результат встречи {blocking}, куда она выводит; сначала отмените встречу {blocking}.</translation>
        </message>
        <message>
            <source>{name} does not play match {number} ({first} against {second}).</source>
            <translation>{name} не играет во встрече {number} ({first} против {second}).</translation>
        </message>
        <message>
            <source>The score {score} does not end match {number} ({race}) with that winner.</source>
            <translation>Счёт {score} не завершает встречу {number} ({race}) победой этого игрока.</translation>
        </message>
        <message>
            <source>{value} is entered twice.</source>
            <translation>{value} заявлен дважды.</translation>
        </message>
        <message>
            <source>An entrant cannot be taken: {reason}.</source>
            <translation>Участника нельзя принять: {reason}.</translation>
        </message>
        <message>
            <source>This tournament cannot be drawn: {reason}.</source>
            <translation>Жеребьёвку этого турнира провести нельзя: {reason}.</translation>
        </message>
        <message>
            <source>The tournament file cannot be read: {reason}.</source>
            <translation>Файл турнира не читается: {reason}.</translation>
        </message>
        <message>
            <source>The tournament refuses this: {reason}.</source>
            <translation>Турнир этого не допускает: {reason}.</translation>
        </message>
        <message>
            <source>A tournament's name needs a letter or a digit, got {name}.</source>
            <translation>В названии турнира нужна хотя бы одна буква или цифра, а указано {name}.</translation>
        </message>
        <message>
            <source>There is no tournament file {file}.</source>
            <translation>Файла турнира {file} нет.</translation>
        </message>
        <message>
            <source>A tournament is already kept in {file}; choose another name.</source>
            <translation>В {file} уже хранится турнир; выберите другое название.</translation>
        </message>
        <message>
            <source>{file} is not a regular file (a folder, a link or a device).</source>
            <translation>{file} — не обычный файл (папка, ссылка или устройство).</translation>
        </message>
        <message>
            <source>{file} is too large to be a tournament or a list.</source>
            <translation>{file} слишком велик для турнира или списка.</translation>
        </message>
        <message>
            <source>{file} cannot be read: {reason}.</source>
            <translation>{file} не читается: {reason}.</translation>
        </message>
        <message>
            <source>{file} is not a tournament ninescore can read: {reason}</source>
            <translation>{file} — не турнир, который может прочесть ninescore: {reason}</translation>
        </message>
        <message>
            <source>The disk is full: {file} was not saved, and the old one is intact.</source>
            <translation>Диск заполнен: {file} не сохранён, прежний файл цел.</translation>
        </message>
        <message>
            <source>{file} cannot be saved ({reason}); the old one is intact.</source>
            <translation>{file} не сохраняется ({reason}); прежний файл цел.</translation>
        </message>
        <message>
            <source>The list of entrants is empty.</source>
            <translation>Список участников пуст.</translation>
        </message>
        <message>
            <source>The list of entrants is not UTF-8 text.</source>
            <translation>Список участников — не текст UTF-8.</translation>
        </message>
        <message>
            <source>Line {line} of the list of entrants: {reason}.</source>
            <translation>Строка {line} списка участников: {reason}.</translation>
        </message>
        <message>
            <source>Line {line} of the list of entrants: a name holds a direction control (an embedding, override or isolate); type it again without one.</source>
            <translation>Строка {line} списка участников: в имени есть управляющий символ направления письма (встраивание, переопределение или изоляция); наберите его заново без него.</translation>
        </message>
    </context>
    <context>
        <name>TournamentSheet</name>
        <message>
            <source>{side}, part {part} of {parts}</source>
            <translation>{side}, часть {part} из {parts}</translation>
        </message>
        <message>
            <source>Champion: {name}</source>
            <translation>Победитель турнира: {name}</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Место</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Побед</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Поражений</translation>
        </message>
        <message>
            <source>Racks won</source>
            <translation>Партий выиграно</translation>
        </message>
        <message>
            <source>Racks lost</source>
            <translation>Партий проиграно</translation>
        </message>
        <message>
            <source>forfeit</source>
            <translation>неявка</translation>
        </message>
        <message>
            <source>Final standings and every result</source>
            <translation>Итоговые места и все результаты</translation>
        </message>
        <message>
            <source>Results ({count})</source>
            <translation>Результаты ({count})</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>№</translation>
        </message>
        <message>
            <source>Racks</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>No result yet.</source>
            <translation>Результатов пока нет.</translation>
        </message>
        <message>
            <source>Unknown paper size “{paper}”: use a3, a4 or letter.</source>
            <translation>Неизвестный размер бумаги «{paper}»: используйте a3, a4 или letter.</translation>
        </message>
        <message>
            <source>{name} · printed {when}</source>
            <translation>{name} · напечатано {when}</translation>
        </message>
        <message>
            <source>{footer} · page {page} of {pages}</source>
            <translation>{footer} · страница {page} из {pages}</translation>
        </message>
        <message>
            <source>The printer could not be started.</source>
            <translation>Не удалось начать печать на принтере.</translation>
        </message>
        <message>
            <source>Bracket: {name}</source>
            <translation>Сетка: {name}</translation>
        </message>
        <message>
            <source>Results of the day: {name}</source>
            <translation>Итоги дня: {name}</translation>
        </message>
    </context>
    <context>
        <name>TournamentWindow</name>
        <message>
            <source>Tournament day — ninescore</source>
            <translation>День турнира — ninescore</translation>
        </message>
        <message>
            <source>Entrants</source>
            <translation>Участники</translation>
        </message>
        <message>
            <source>Check-in</source>
            <translation>Регистрация</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Жеребьёвка</translation>
        </message>
        <message>
            <source>Calling</source>
            <translation>Вызов</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Результаты</translation>
        </message>
        <message>
            <source>Phones</source>
            <translation>Телефоны</translation>
        </message>
    </context>
    <context>
        <name>Widgets</name>
        <message>
            <source>New match…</source>
            <translation>Новый матч…</translation>
        </message>
        <message>
            <source>Print sheet…</source>
            <translation>Печать протокола…</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>Экспорт в PDF…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Экспорт в CSV…</translation>
        </message>
        <message>
            <source>&amp;Match</source>
            <translation>&amp;Матч</translation>
        </message>
        <message>
            <source>&amp;Dates:</source>
            <translation>&amp;Даты:</translation>
        </message>
        <message>
            <source>any</source>
            <translation>любая</translation>
        </message>
        <message>
            <source>Matches from this date</source>
            <translation>Матчи с этой даты</translation>
        </message>
        <message>
            <source>Matches up to this date</source>
            <translation>Матчи по эту дату</translation>
        </message>
        <message>
            <source>Player statistics</source>
            <translation>Статистика игрока</translation>
        </message>
        <message>
            <source>Match history</source>
            <translation>История матчей</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <source>Open read-only</source>
            <translation>Открыть для просмотра</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Игрок {n}</translation>
        </message>
        <message>
            <source>Frame {number}</source>
            <translation>Партия {number}</translation>
        </message>
        <message>
            <source>{a} – {b}</source>
            <translation>{a} – {b}</translation>
        </message>
        <message>
            <source>{name} wins the match {won}–{lost}.</source>
            <translation>{name} выигрывает матч со счётом {won}–{lost}.</translation>
        </message>
        <message>
            <source>Winner: {name}</source>
            <translation>Победитель: {name}</translation>
        </message>
        <message>
            <source>{a}–{b}</source>
            <translation>{a}–{b}</translation>
        </message>
        <message>
            <source>race to {n}</source>
            <translation>игра до {n}</translation>
        </message>
        <message>
            <source>race to {a}/{b}</source>
            <translation>до {a}/{b}</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>идёт</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>завершён</translation>
        </message>
        <message>
            <source>abandoned</source>
            <translation>прерван</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n row(s) to {file}.</source>
            <translation>
                <numerusform>В {file} записана %n строка.</numerusform>
                <numerusform>В {file} записаны %n строки.</numerusform>
                <numerusform>В {file} записано %n строк.</numerusform>
            </translation>
        </message>
        <message>
            <source>Breaker</source>
            <comment>a narrow column of the match sheet</comment>
            <translation>Разб.</translation>
        </message>
        <message>
            <source>Duration</source>
            <comment>a narrow column of the match sheet</comment>
            <translation>Время</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Турнир</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Раунд</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Стол</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Счёт</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <source>Frames</source>
            <translation>Партии</translation>
        </message>
        <message>
            <source>Breaker</source>
            <translation>Разбивал</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Победитель</translation>
        </message>
        <message>
            <source>How won</source>
            <translation>Как выиграна</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Удары</translation>
        </message>
        <message>
            <source>Fouls</source>
            <translation>Нарушения</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Длительность</translation>
        </message>
        <message>
            <source>Frames won</source>
            <translation>Выиграно партий</translation>
        </message>
        <message>
            <source>Innings</source>
            <translation>Серии</translation>
        </message>
        <message>
            <source>Balls pocketed</source>
            <translation>Забито шаров</translation>
        </message>
        <message>
            <source>Balls per inning</source>
            <translation>Шаров за серию</translation>
        </message>
        <message>
            <source>Breaks</source>
            <translation>Начальные удары</translation>
        </message>
        <message>
            <source>Golden breaks</source>
            <translation>«Золотые» разбои</translation>
        </message>
        <message>
            <source>Break-and-runs</source>
            <translation>Партии с кия</translation>
        </message>
        <message>
            <source>Run-outs</source>
            <translation>Партии за один подход</translation>
        </message>
        <message>
            <source>Push-outs</source>
            <translation>Пуш-ауты</translation>
        </message>
        <message>
            <source>Three-foul losses</source>
            <translation>Поражения за три нарушения</translation>
        </message>
        <message>
            <source>Time fouls</source>
            <translation>Нарушения времени</translation>
        </message>
        <message>
            <source>Extensions</source>
            <translation>Продления</translation>
        </message>
        <message>
            <source>Shot time</source>
            <translation>Время удара</translation>
        </message>
        <message>
            <source>Average shot</source>
            <translation>Средний удар</translation>
        </message>
        <message>
            <source>Longest shot</source>
            <translation>Самый долгий удар</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>usage: </source>
            <translation>использование: </translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>позиционные аргументы</translation>
        </message>
        <message>
            <source>options</source>
            <translation>параметры</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>показать эту справку и выйти</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>показать номер версии программы и выйти</translation>
        </message>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: ошибка: %(message)s
</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>аргумент %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>недопустимое значение: %(value)r (выберите из: %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>недопустимое значение типа %(type)s: %(value)r</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>обязательные аргументы не указаны: %s</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>нераспознанные аргументы: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>ожидается один аргумент</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>ожидается не более одного аргумента</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>ожидается хотя бы один аргумент</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>неоднозначный параметр: %(option)s может означать %(matches)s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>нельзя использовать вместе с аргументом %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>требуется один из аргументов %s</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>ninescore cannot open its window because no display was found; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
            <translation>ninescore не может открыть окно: дисплей не найден; запустите программу в графическом сеансе, или командой `xvfb-run ninescore`, или командой `QT_QPA_PLATFORM=offscreen ninescore`.</translation>
        </message>
        <message>
            <source>ninescore cannot open its window because the display {display} does not answer; run it in a desktop session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.</source>
            <translation>ninescore не может открыть окно: дисплей {display} не отвечает; запустите программу в графическом сеансе, или командой `xvfb-run ninescore`, или командой `QT_QPA_PLATFORM=offscreen ninescore`.</translation>
        </message>
        <message>
            <source>Table-side scorekeeper for nine-ball pool. Without a command, it opens the scoring window.</source>
            <translation>Ведение счёта в пуле «девятка» прямо у стола. Без команды открывает окно счёта матча.</translation>
        </message>
        <message>
            <source>Matches are kept in {folder} (choose another with --data-dir or NINESCORE_DATA_DIR).</source>
            <translation>Матчи хранятся в папке {folder} (другую можно указать через --data-dir или NINESCORE_DATA_DIR).</translation>
        </message>
        <message>
            <source>show this help and exit</source>
            <translation>показать эту справку и выйти</translation>
        </message>
        <message>
            <source>show the version and exit</source>
            <translation>показать версию и выйти</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>ПАПКА</translation>
        </message>
        <message>
            <source>the folder where matches are kept (overrides NINESCORE_DATA_DIR)</source>
            <translation>папка, где хранятся матчи (важнее NINESCORE_DATA_DIR)</translation>
        </message>
        <message>
            <source>also write the log to the terminal</source>
            <translation>выводить журнал также в терминал</translation>
        </message>
        <message>
            <source>the language of the program (default: the one chosen in the program, else the system's)</source>
            <translation>язык программы (по умолчанию — выбранный в программе, иначе язык системы)</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>КОМАНДА</translation>
        </message>
        <message>
            <source>commands</source>
            <translation>команды</translation>
        </message>
        <message>
            <source>global options</source>
            <translation>общие параметры</translation>
        </message>
        <message>
            <source>the folder where matches are kept</source>
            <translation>папка, где хранятся матчи</translation>
        </message>
        <message>
            <source>the language of the program</source>
            <translation>язык программы</translation>
        </message>
        <message>
            <source>export statistics of stored matches as CSV</source>
            <translation>выгрузить статистику сохранённых матчей в CSV</translation>
        </message>
        <message>
            <source>Write statistics of the stored matches to a CSV file (UTF-8, one header row): one row per match, per frame or per player. The columns are described in docs/statistics.md.</source>
            <translation>Записать статистику сохранённых матчей в файл CSV (UTF-8, одна строка заголовка): по строке на матч, на партию или на игрока. Столбцы описаны в docs/statistics.md.</translation>
        </message>
        <message>
            <source>OUT</source>
            <translation>ФАЙЛ</translation>
        </message>
        <message>
            <source>the CSV file to write (replaced if it exists); - writes to the terminal</source>
            <translation>файл CSV для записи (если он есть, будет заменён); - выводит в терминал</translation>
        </message>
        <message>
            <source>one row per match (the default), per frame, or per player</source>
            <translation>по строке на матч (по умолчанию), на партию или на игрока</translation>
        </message>
        <message>
            <source>take in the tables' results and call the next matches to the free tables</source>
            <translation>принять результаты со столов и вызвать следующие матчи на свободные столы</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>ИМЯ</translation>
        </message>
        <message>
            <source>TABLES</source>
            <translation>СТОЛЫ</translation>
        </message>
        <message>
            <source>the tables of the event, as 1-16 or 1,3,5-8</source>
            <translation>столы турнира: 1-16 или 1,3,5-8</translation>
        </message>
        <message>
            <source>tables kept for the final (the TV table): nothing else is called there</source>
            <translation>столы для финала (телевизионный стол): другие матчи туда не вызываются</translation>
        </message>
        <message>
            <source>tables taken out (a broken cloth): never called</source>
            <translation>выведенные столы (порвано сукно): туда не вызывают</translation>
        </message>
        <message>
            <source>MINUTES</source>
            <translation>МИНУТЫ</translation>
        </message>
        <message>
            <source>list the calls not started after this many minutes (default 15)</source>
            <translation>показать вызовы, не начатые через столько минут (по умолчанию 15)</translation>
        </message>
        <message>
            <source>only matches this player played (case is ignored); with --what players, only this player's row</source>
            <translation>только матчи этого игрока (регистр не важен); с --what players — только строка этого игрока</translation>
        </message>
        <message>
            <source>EVENT</source>
            <translation>ТУРНИР</translation>
        </message>
        <message>
            <source>only matches of this event (case is ignored)</source>
            <translation>только матчи этого турнира (регистр не важен)</translation>
        </message>
        <message>
            <source>DATE</source>
            <translation>ДАТА</translation>
        </message>
        <message>
            <source>only matches started on or after this day (YYYY-MM-DD)</source>
            <translation>только матчи, начатые в этот день или позже (ГГГГ-ММ-ДД)</translation>
        </message>
        <message>
            <source>only matches started on or before this day (YYYY-MM-DD)</source>
            <translation>только матчи, начатые в этот день или раньше (ГГГГ-ММ-ДД)</translation>
        </message>
        <message>
            <source>how many files to read at once when the cache lacks their numbers (default: one per core of this computer)</source>
            <translation>сколько файлов читать одновременно, когда в кэше нет их статистики (по умолчанию: по одному на каждое ядро этого компьютера)</translation>
        </message>
        <message>
            <source>{text} is not a date; write it as YYYY-MM-DD, for example 2025-03-01</source>
            <translation>{text} — не дата; укажите дату в виде ГГГГ-ММ-ДД, например 2025-03-01</translation>
        </message>
        <message>
            <source>The period is empty: --since {since} is after --until {until}.</source>
            <translation>Период пуст: --since {since} позже, чем --until {until}.</translation>
        </message>
        <message>
            <source>The data folder {folder} does not exist, so there is nothing to export.</source>
            <translation>Папки данных {folder} не существует, выгружать нечего.</translation>
        </message>
        <message>
            <source>The output could not be written: standard output is closed.</source>
            <translation>Вывод не удалось записать: стандартный вывод закрыт.</translation>
        </message>
        <message>
            <source>The output could not be written: the disk is full.</source>
            <translation>Вывод не удалось записать: диск заполнен.</translation>
        </message>
        <message>
            <source>The output could not be written: {reason}.</source>
            <translation>Вывод не удалось записать: {reason}.</translation>
        </message>
        <message>
            <source>{file} is a folder; give the name of the file to write.</source>
            <translation>{file} — это папка; укажите имя файла для записи.</translation>
        </message>
        <message>
            <source>{file} is not a regular file (a device, a pipe, a socket or a link), so it is not written; give the name of a file.</source>
            <translation>{file} — не обычный файл (устройство, канал, сокет или ссылка), поэтому в него ничего не записано; укажите имя файла.</translation>
        </message>
        <message>
            <source>{file} cannot be written because the disk is full.</source>
            <translation>{file} не удаётся записать: диск заполнен.</translation>
        </message>
        <message>
            <source>{file} cannot be written: its folder is read-only or not writable.</source>
            <translation>{file} не удаётся записать: его папка доступна только для чтения или закрыта для записи.</translation>
        </message>
        <message>
            <source>Cannot write {file}: {reason}.</source>
            <translation>Не удаётся записать {file}: {reason}.</translation>
        </message>
        <message>
            <source>Cannot write {file}: the folder {folder} does not exist.</source>
            <translation>Не удаётся записать {file}: папки {folder} не существует.</translation>
        </message>
        <message>
            <source>write a match sheet as a PDF file</source>
            <translation>записать протокол матча в файл PDF</translation>
        </message>
        <message>
            <source>Write the match sheet of a stored match as a PDF file, ready to print and sign.</source>
            <translation>Записать протокол сохранённого матча в файл PDF, готовый к печати и подписи.</translation>
        </message>
        <message>
            <source>MATCH</source>
            <translation>МАТЧ</translation>
        </message>
        <message>
            <source>a match id, the first characters of one, or the path of a match file</source>
            <translation>идентификатор матча, его первые символы или путь к файлу матча</translation>
        </message>
        <message>
            <source>OUT.pdf</source>
            <translation>ФАЙЛ.pdf</translation>
        </message>
        <message>
            <source>the PDF file to write (replaced if it exists)</source>
            <translation>файл PDF для записи (если он есть, будет заменён)</translation>
        </message>
        <message>
            <source>add pages with every shot of every frame and the rules applied</source>
            <translation>добавить страницы со всеми ударами каждой партии и применёнными правилами</translation>
        </message>
        <message>
            <source>the paper size (default: the one chosen last in the program's print or export dialog, else the region's: letter in the US, Canada, Mexico and the other countries that use it, a4 elsewhere)</source>
            <translation>формат бумаги (по умолчанию: выбранный последним в окне печати или экспорта программы, иначе принятый в регионе: letter в США, Канаде, Мексике и других странах, где он принят, a4 в остальных)</translation>
        </message>
        <message>
            <source>Match sheet written to {path}.</source>
            <translation>Протокол матча записан в {path}.</translation>
        </message>
        <message>
            <source>load and replay every stored match and report any problem</source>
            <translation>загрузить и воспроизвести каждый сохранённый матч и сообщить о проблемах</translation>
        </message>
        <message>
            <source>Load and replay every stored match and report each problem with its file and place. Exit status 1 if any file has a problem. Never changes a file, unless --keep names the version to keep of a match changed on two machines.</source>
            <translation>Загрузить и переиграть все сохранённые встречи и сообщить о каждой проблеме с файлом и местом. Код выхода 1, если в каком-либо файле есть проблема. Не изменяет файлы, кроме случая, когда --keep указывает, какую версию встречи, изменённой на двух компьютерах, оставить.</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>ФАЙЛ</translation>
        </message>
        <message>
            <source>of a match changed on two machines (shown side by side), keep the version in FILE and move the other to the trash</source>
            <translation>для встречи, изменённой на двух компьютерах (версии показаны рядом), оставить версию из ФАЙЛА, а другую перенести в корзину</translation>
        </message>
        <message>
            <source>how many files to check at once (default: one per core of this computer)</source>
            <translation>сколько файлов проверять одновременно (по умолчанию: по одному на каждое ядро этого компьютера)</translation>
        </message>
        <message>
            <source>{text} is not a number of jobs; write a whole number from 1 up</source>
            <translation>{text} — не число заданий; укажите целое число от 1 и больше</translation>
        </message>
        <message numerus="yes">
            <source>%n temporary file(s) left by interrupted saves were ignored; they are harmless and never listed.</source>
            <translation>
                <numerusform>Пропущен %n временный файл, оставшийся от прерванного сохранения; он безвреден и никогда не показывается.</numerusform>
                <numerusform>Пропущено %n временных файла, оставшихся от прерванных сохранений; они безвредны и никогда не показываются.</numerusform>
                <numerusform>Пропущено %n временных файлов, оставшихся от прерванных сохранений; они безвредны и никогда не показываются.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Checked %n match file(s) in {folder}:</source>
            <translation>
                <numerusform>Проверен %n файл матча в {folder}:</numerusform>
                <numerusform>Проверено %n файла матчей в {folder}:</numerusform>
                <numerusform>Проверено %n файлов матчей в {folder}:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s).</source>
            <translation>
                <numerusform>%n проблема.</numerusform>
                <numerusform>%n проблемы.</numerusform>
                <numerusform>%n проблем.</numerusform>
            </translation>
        </message>
        <message>
            <source>all of them are sound.</source>
            <translation>все в порядке.</translation>
        </message>
        <message>
            <source>The match {id} was changed on two machines; its two versions:</source>
            <translation>Встреча {id} изменена на двух компьютерах; её две версии:</translation>
        </message>
        <message numerus="yes">
            <source>The match {id} was changed more than once on different machines; its %n version(s):</source>
            <translation>
                <numerusform>Встреча {id} изменялась несколько раз на разных компьютерах; её %n версия:</numerusform>
                <numerusform>Встреча {id} изменялась несколько раз на разных компьютерах; её %n версии:</numerusform>
                <numerusform>Встреча {id} изменялась несколько раз на разных компьютерах; её %n версий:</numerusform>
            </translation>
        </message>
        <message>
            <source>One holds the other: the desk keeps {file} by itself. Or choose with ninescore check --keep FILE.</source>
            <translation>Одна версия содержит другую: судейская сама оставит {file}. Или выберите командой ninescore check --keep ФАЙЛ.</translation>
        </message>
        <message>
            <source>They differ: choose the right one with ninescore check --keep FILE (or in the desk); the other goes to the trash.</source>
            <translation>Версии расходятся: выберите верную командой ninescore check --keep ФАЙЛ (или в судейской); другая перейдёт в корзину.</translation>
        </message>
        <message>
            <source>The chosen version cannot be kept: {reason}.</source>
            <translation>Выбранную версию не удалось оставить: {reason}.</translation>
        </message>
        <message>
            <source>Kept {file} as the match; the other version is in the trash as {moved}.</source>
            <translation>Оставлена версия {file}; другая версия в корзине: {moved}.</translation>
        </message>
        <message>
            <source>{file} is not one of two versions of a match: nothing was changed.</source>
            <translation>{file} — не одна из двух версий встречи: ничего не изменено.</translation>
        </message>
        <message>
            <source>the count must be a whole number from 1 to 1000000</source>
            <translation>количество должно быть целым числом от 1 до 1000000</translation>
        </message>
        <message>
            <source>generate sample matches to look at</source>
            <translation>создать примеры матчей для ознакомления</translation>
        </message>
        <message>
            <source>Generate realistic sample matches (random but rule-abiding play) into the data folder, saved exactly as real scoring saves them.</source>
            <translation>Создать в папке данных правдоподобные примеры матчей (случайная игра по правилам), сохранённые точно так же, как при настоящем ведении счёта.</translation>
        </message>
        <message>
            <source>how many matches (default: 20)</source>
            <translation>сколько матчей (по умолчанию: 20)</translation>
        </message>
        <message>
            <source>a number to get the same matches again</source>
            <translation>число, чтобы снова получить те же матчи</translation>
        </message>
        <message>
            <source>skip flushing each file to the disk (much faster for thousands of matches; a power cut during generation may lose some of them)</source>
            <translation>не сбрасывать каждый файл на диск (намного быстрее для тысяч матчей; при отключении питания во время создания часть из них может потеряться)</translation>
        </message>
        <message>
            <source>how many matches to make at once (default: one per core of this computer)</source>
            <translation>сколько матчей создавать одновременно (по умолчанию: по одному на каждое ядро этого компьютера)</translation>
        </message>
        <message>
            <source>Only {saved} of {count} sample match(es) could be saved in {folder}: {problem}</source>
            <translation>В {folder} удалось сохранить лишь часть примеров матчей ({saved} из {count}): {problem}</translation>
        </message>
        <message>
            <source>Saved {count} sample match(es) in {folder}.</source>
            <translation>Сохранено примеров матчей в {folder}: {count}.</translation>
        </message>
        <message>
            <source>list the stored matches, newest first</source>
            <translation>показать сохранённые матчи, новые первыми</translation>
        </message>
        <message>
            <source>List the stored matches, newest first: date, players, score, status, event.</source>
            <translation>Показать сохранённые матчи, новые первыми: дата, игроки, счёт, состояние, турнир.</translation>
        </message>
        <message>
            <source>print the list as JSON, for scripts</source>
            <translation>вывести список в JSON, для скриптов</translation>
        </message>
        <message>
            <source>No matches are stored in {folder} yet.</source>
            <translation>В {folder} пока нет сохранённых матчей.</translation>
        </message>
        <message>
            <source>Warning: {problem}</source>
            <translation>Предупреждение: {problem}</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>serve the live feed (stream overlays, the room's board) of the matches</source>
            <translation>вести трансляцию матчей (табло для стрима, все столы для зала)</translation>
        </message>
        <message>
            <source>Serve, read-only, every match of the data folder as it is played: a JSON API, Server-Sent Events and pages for OBS and the room's TV. Follows the match files as they change, so it runs beside the scoring window or on the desk's machine over a shared folder. Stops with Ctrl+C.</source>
            <translation>Транслирует, только для чтения, каждый матч папки данных по ходу игры: JSON API, Server-Sent Events и страницы для OBS и телевизора в зале. Следит за изменениями файлов матчей, поэтому работает и рядом с окном счёта, и на компьютере судейской через общую папку. Останавливается по Ctrl+C.</translation>
        </message>
        <message>
            <source>HOST:PORT</source>
            <translation>АДРЕС:ПОРТ</translation>
        </message>
        <message>
            <source>where to listen (default 127.0.0.1:{port}); any address but this machine's own needs a token</source>
            <translation>где принимать запросы (по умолчанию 127.0.0.1:{port}); любому адресу, кроме адреса этого компьютера, нужен токен</translation>
        </message>
        <message>
            <source>also write one text file per field into DIR, for OBS text sources</source>
            <translation>также записывать в DIR по текстовому файлу на каждое поле, для текстовых источников OBS</translation>
        </message>
        <message>
            <source>“{listen}” is not an address to listen on: give HOST:PORT, such as 127.0.0.1:8909.</source>
            <translation>«{listen}» — не адрес для приёма запросов: укажите АДРЕС:ПОРТ, например 127.0.0.1:8909.</translation>
        </message>
        <message>
            <source>the token every request must carry (header or ?token=): at least 16 characters, printable ASCII without spaces; made up and shown when listening beyond this machine without one</source>
            <translation>токен, который должен нести каждый запрос (заголовок или ?token=): не короче 16 символов, печатные символы ASCII без пробелов; если его нет, а адрес открыт за пределы этой машины, он придумывается и показывается</translation>
        </message>
        <message>
            <source>also take scoring from phones (the API of docs/feed.md): needs --token, which scores every table</source>
            <translation>также принимать счёт с телефонов (API из docs/feed.md): нужен --token, он ведёт счёт любого стола</translation>
        </message>
        <message>
            <source>TABLE</source>
            <translation>СТОЛ</translation>
        </message>
        <message>
            <source>with --score: make and show a token that scores only TABLE (repeatable)</source>
            <translation>с --score: создать и показать токен, который ведёт счёт только стола СТОЛ (можно повторять)</translation>
        </message>
        <message>
            <source>with --score: the token kept for TABLE scores nothing from now on (a lost card); --table-token then makes a new one (repeatable)</source>
            <translation>с --score: сохранённый токен стола СТОЛ больше ничего не позволяет (потерянная карточка); --table-token затем создаёт новый (можно повторять)</translation>
        </message>
        <message>
            <source>with --table-token: write a printable card per table into DIR, a QR code of its scoring page with its token</source>
            <translation>с --table-token: записать в DIR карточку для печати на каждый стол — QR-код его страницы счёта с его токеном</translation>
        </message>
        <message>
            <source>The card of table {table} cannot be written into {folder}: {reason}.</source>
            <translation>Карточку стола {table} нельзя записать в {folder}: {reason}.</translation>
        </message>
        <message>
            <source>Card: {path}</source>
            <translation>Карточка: {path}</translation>
        </message>
        <message>
            <source>A token must be at least {count} characters of printable ASCII (letters, digits, signs; no spaces or control characters), {different} of them different and not one piece repeated, so that no one can guess it.</source>
            <translation>Токен должен состоять не менее чем из {count} печатных символов ASCII (латинские буквы, цифры, знаки; без пробелов и управляющих символов), среди которых не менее {different} разных, и не быть повторением одного куска, чтобы его нельзя было угадать.</translation>
        </message>
        <message>
            <source>Scoring from phones needs a token: give --token with --score.</source>
            <translation>Для счёта с телефонов нужен токен: укажите --token вместе с --score.</translation>
        </message>
        <message>
            <source>The tables' tokens in {file} cannot be used: {reason}.</source>
            <translation>Токены столов из {file} использовать нельзя: {reason}.</translation>
        </message>
        <message>
            <source>The live feed cannot listen on {host}:{port}: {reason}.</source>
            <translation>Трансляция не может принимать запросы на {host}:{port}: {reason}.</translation>
        </message>
        <message>
            <source>The text folder {folder} cannot be written: {reason}.</source>
            <translation>В папку для текстов {folder} нельзя записать: {reason}.</translation>
        </message>
        <message>
            <source>Live feed of {folder} at {url}</source>
            <translation>Трансляция {folder} по адресу {url}</translation>
        </message>
        <message>
            <source>Board for the room's TV:</source>
            <translation>Все столы для телевизора в зале:</translation>
        </message>
        <message>
            <source>Bracket for the TV and the stream:</source>
            <translation>Сетка для телевизора и трансляции:</translation>
        </message>
        <message>
            <source>Scorebug overlay:</source>
            <translation>Табло для стрима:</translation>
        </message>
        <message>
            <source>Rack overlay:</source>
            <translation>Шары для стрима:</translation>
        </message>
        <message>
            <source>The feed is open beyond this machine, so every address needs this token: {token}</source>
            <translation>Трансляция открыта не только для этого компьютера, поэтому каждому адресу нужен этот токен: {token}</translation>
        </message>
        <message>
            <source>Scoring from phones at {url}/api/v1/matches with the token.</source>
            <translation>Счёт с телефонов: {url}/api/v1/matches с токеном.</translation>
        </message>
        <message>
            <source>Table {table} scores with the token {token}</source>
            <translation>Стол {table} ведёт счёт с токеном {token}</translation>
        </message>
        <message>
            <source>Ctrl+C stops it.</source>
            <translation>Ctrl+C останавливает её.</translation>
        </message>
        <message>
            <source>open the tournament desk: every table of a shared folder on one screen</source>
            <translation>открыть судейскую: все столы общей папки на одном экране</translation>
        </message>
        <message>
            <source>Open the tournament desk on the data folder that Syncthing shares with the tables: one card per table, updated as the tables' files arrive; sheets to print, the day's results, the next match for a table, the room's board.</source>
            <translation>Открыть судейскую на папке данных, которую Syncthing делит со столами: карточка на каждый стол, обновляется по мере прихода файлов столов; протоколы к печати, итоги дня, следующая встреча для стола, табло для зала.</translation>
        </message>
        <message>
            <source>print the tables once instead of opening the window</source>
            <translation>один раз вывести столы вместо окна</translation>
        </message>
        <message>
            <source>draw a tournament, record its results, show and export it</source>
            <translation>провести жеребьёвку турнира, вносить результаты, показывать и выгружать его</translation>
        </message>
        <message>
            <source>A tournament kept in the data folder (tournaments/&lt;name&gt;.json): the draw, who plays whom next, the results and the standings, with no internet. docs/tournament.md describes the formats.</source>
            <translation>Турнир в папке данных (tournaments/&lt;имя&gt;.json): жеребьёвка, кто с кем играет дальше, результаты и итоговые места — без интернета. Системы описаны в docs/tournament.md.</translation>
        </message>
        <message>
            <source>ACTION</source>
            <translation>ДЕЙСТВИЕ</translation>
        </message>
        <message>
            <source>draw a new tournament</source>
            <translation>провести жеребьёвку нового турнира</translation>
        </message>
        <message>
            <source>the tournament's name</source>
            <translation>название турнира</translation>
        </message>
        <message>
            <source>how the tournament is played</source>
            <translation>система турнира</translation>
        </message>
        <message>
            <source>round robin in N groups, whose top players go on to a knockout</source>
            <translation>круговая система в N группах, лучшие из которых выходят в плей-офф</translation>
        </message>
        <message>
            <source>how many players of each group go on to the knockout (default 2)</source>
            <translation>сколько игроков из каждой группы выходит в плей-офф (по умолчанию 2)</translation>
        </message>
        <message>
            <source>the entrants: a CSV with a name column (optional seed, club, rating; Challonge's participants export works as it is), or one name a line; - reads them from the terminal</source>
            <translation>участники: CSV со столбцом name (по желанию seed, club, rating; выгрузка участников из Challonge подходит как есть) или по одному имени в строке; - читает их с терминала</translation>
        </message>
        <message>
            <source>an entrant (give it once per entrant, in seeding order)</source>
            <translation>участник (по одному разу на каждого, в порядке посева)</translation>
        </message>
        <message>
            <source>draw the seeding at random from the number S (the same S, the same draw)</source>
            <translation>случайный посев по числу S (одно и то же S — одна и та же жеребьёвка)</translation>
        </message>
        <message>
            <source>seed by rating, highest first</source>
            <translation>посев по рейтингу, от высшего</translation>
        </message>
        <message>
            <source>the race (default 7)</source>
            <translation>игра до N партий (по умолчанию 7)</translation>
        </message>
        <message>
            <source>the race on the losers' side</source>
            <translation>до скольких партий играют в сетке проигравших</translation>
        </message>
        <message>
            <source>the race of the final</source>
            <translation>до скольких партий играют финал</translation>
        </message>
        <message>
            <source>double elimination's final: a true double (default: the hot seat must be beaten twice) or a single race</source>
            <translation>финал олимпийской системы с выбыванием после двух поражений: двойной (по умолчанию: непобеждённого нужно обыграть дважды) или одна встреча</translation>
        </message>
        <message>
            <source>the bracket, the results and the standings</source>
            <translation>сетка, результаты и места</translation>
        </message>
        <message>
            <source>as JSON, for other programs</source>
            <translation>в виде JSON, для других программ</translation>
        </message>
        <message>
            <source>record the result of a match</source>
            <translation>внести результат встречи</translation>
        </message>
        <message>
            <source>one row per match played (the default), per entrant, or per match in the shape of a rating body's results upload</source>
            <translation>строка на каждую сыгранную встречу (по умолчанию), на каждого участника или на каждую встречу в виде, который просит загрузка результатов рейтинговой организации</translation>
        </message>
        <message>
            <source>YYYY-MM-DD</source>
            <translation>ГГГГ-ММ-ДД</translation>
        </message>
        <message>
            <source>for --what rating: the day of the matches whose result has no time (a forfeit); by default the day of the first result with one, else today</source>
            <translation>для --what rating: день встреч, у результата которых нет времени (неявка); по умолчанию день первого результата со временем, иначе сегодня</translation>
        </message>
        <message>
            <source>the match's number</source>
            <translation>номер встречи</translation>
        </message>
        <message>
            <source>PLAYER</source>
            <translation>ИГРОК</translation>
        </message>
        <message>
            <source>the winner's name</source>
            <translation>имя победителя</translation>
        </message>
        <message>
            <source>SCORE</source>
            <translation>СЧЁТ</translation>
        </message>
        <message>
            <source>the racks, as 7-3, or forfeit when the loser did not come when called</source>
            <translation>счёт по партиям, например 7-3, или forfeit, если проигравший не явился по вызову</translation>
        </message>
        <message>
            <source>the table it was played on</source>
            <translation>стол, на котором играли</translation>
        </message>
        <message>
            <source>when it started (as you write it)</source>
            <translation>когда началась (в любой записи)</translation>
        </message>
        <message>
            <source>when it ended</source>
            <translation>когда закончилась</translation>
        </message>
        <message>
            <source>take a match's result back (a correction)</source>
            <translation>отменить результат встречи (исправление)</translation>
        </message>
        <message>
            <source>the results or the standings as CSV</source>
            <translation>результаты или места в CSV</translation>
        </message>
        <message>
            <source>{text} is not a whole number from 1 up</source>
            <translation>{text} — не целое число от 1</translation>
        </message>
        <message>
            <source>the bracket, or the final standings and every result, as a PDF to print</source>
            <translation>сетка или итоговые места и все результаты в PDF для печати</translation>
        </message>
        <message>
            <source>the bracket, one page a side (the default), or the end of the day's sheet: the final standings and every result</source>
            <translation>сетка, по странице на каждую сторону (по умолчанию), или итоги дня: итоговые места и все результаты</translation>
        </message>
        <message>
            <source>the paper (default: the desk's last choice, else the region's)</source>
            <translation>бумага (по умолчанию последний выбор судейской, иначе принятая в регионе)</translation>
        </message>
        <message>
            <source>FILE.pdf</source>
            <translation>ФАЙЛ.pdf</translation>
        </message>
        <message>
            <source>the PDF file to write (replaced if it exists; default: the tournament's id and what is printed, in the current folder)</source>
            <translation>файл PDF для записи (заменяется, если есть; по умолчанию — идентификатор турнира и что печатается, в текущей папке)</translation>
        </message>
        <message>
            <source>Bracket of {name} written to {path}.</source>
            <translation>Сетка турнира {name} записана в {path}.</translation>
        </message>
        <message>
            <source>Results of the day of {name} written to {path}.</source>
            <translation>Итоги дня турнира {name} записаны в {path}.</translation>
        </message>
    </context>
    <context>
        <name>records</name>
        <message>
            <source>The match file {file} does not exist.</source>
            <translation>Файла матча {file} не существует.</translation>
        </message>
        <message>
            <source>The match file {file} cannot be read: {detail}.</source>
            <translation>Файл матча {file} не удаётся прочитать: {detail}.</translation>
        </message>
        <message>
            <source>{file} is a folder, not a match file.</source>
            <translation>{file} — это папка, а не файл матча.</translation>
        </message>
        <message>
            <source>{file} is not a regular file (a device, a pipe or a socket), so it is not read as a match file.</source>
            <translation>{file} — не обычный файл (устройство, канал или сокет), поэтому он не читается как файл матча.</translation>
        </message>
        <message>
            <source>{file} is a symbolic link; ninescore reads only the files in its own folder, so it is left alone.</source>
            <translation>{file} — символическая ссылка; ninescore читает только файлы своей папки, поэтому ссылка оставлена как есть.</translation>
        </message>
        <message>
            <source>The match file {file} is empty.</source>
            <translation>Файл матча {file} пуст.</translation>
        </message>
        <message>
            <source>The file {file} is too large to be a match file ({size} bytes).</source>
            <translation>Файл {file} слишком велик для файла матча ({size} байт).</translation>
        </message>
        <message>
            <source>The match file {file} is not UTF-8 text (a bad byte at position {position}).</source>
            <translation>Файл матча {file} не является текстом UTF-8 (неверный байт в позиции {position}).</translation>
        </message>
        <message>
            <source>The match file {file} is damaged: it is not valid JSON at line {line}, column {column} ({detail}).</source>
            <translation>Файл матча {file} повреждён: неверный JSON в строке {line}, столбце {column} ({detail}).</translation>
        </message>
        <message>
            <source>The match file {file} is nested too deeply to be a match file.</source>
            <translation>Файл {file} имеет слишком глубокую вложенность для файла матча.</translation>
        </message>
        <message>
            <source>The match file {file} holds more values than any match can ({found}; at most {limit}), so it was not read.</source>
            <translation>В файле матча {file} больше значений, чем может быть в любой встрече ({found}; не больше {limit}), поэтому он не прочитан.</translation>
        </message>
        <message>
            <source>The file {file} does not hold a match (a JSON object is expected).</source>
            <translation>Файл {file} не содержит матча (ожидается объект JSON).</translation>
        </message>
        <message>
            <source>The file {file} has no valid "format" version number, so it is not a match file.</source>
            <translation>В файле {file} нет правильного номера версии "format", поэтому это не файл матча.</translation>
        </message>
        <message>
            <source>The match file {file} was written by a newer version of ninescore (format {found}, this version reads up to format {supported}); it is left as it is.</source>
            <translation>Файл матча {file} записан более новой версией ninescore (формат {found}, эта версия читает форматы до {supported}); он оставлен без изменений.</translation>
        </message>
        <message>
            <source>The match file {file} uses format {found}, which no version of ninescore wrote.</source>
            <translation>Файл матча {file} использует формат {found}, который не записывала ни одна версия ninescore.</translation>
        </message>
        <message>
            <source>The match file {file} is invalid at {place}: {detail}.</source>
            <translation>Файл матча {file} содержит ошибку в {place}: {detail}.</translation>
        </message>
        <message>
            <source>The match file {file} is invalid: {detail}.</source>
            <translation>Файл матча {file} содержит ошибку: {detail}.</translation>
        </message>
        <message>
            <source>The match file {file} has an action that the rules do not allow at {place}: {detail}.</source>
            <translation>В файле матча {file} есть действие, недопустимое по правилам, в {place}: {detail}.</translation>
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: the frame was already won before this action.</source>
            <translation>Файл матча {file} противоречив в {place}: партия была выиграна ещё до этого действия.</translation>
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: the frame is not won, yet another frame follows it.</source>
            <translation>Файл матча {file} противоречив в {place}: партия не выиграна, но за ней следует другая.</translation>
        </message>
        <message>
            <source>The match file {file} is inconsistent at {place}: a frame without actions.</source>
            <translation>Файл матча {file} противоречив в {place}: партия без действий.</translation>
        </message>
        <message>
            <source>The match file {file} stores {stored} at {place}, but replaying its actions gives {replayed}; the replayed value is used.</source>
            <translation>В файле матча {file} записано {stored} в {place}, но повтор его действий даёт {replayed}; используется значение из повтора.</translation>
        </message>
        <message>
            <source>The match file {file} holds the same match (same id) as {other}.</source>
            <translation>Файл матча {file} содержит тот же матч (тот же идентификатор), что и {other}.</translation>
        </message>
        <message>
            <source>The file {file} is a second version of a match, kept when two writers met; it is not listed as a match of its own: compare it with the match and move the one not wanted to the trash.</source>
            <translation>Файл {file} — вторая версия матча, сохранённая, когда матч записывали двое; отдельным матчем он не показывается: сравните его с матчем и переместите ненужный в корзину.</translation>
        </message>
        <message>
            <source>No stored match has an id starting with {prefix}.</source>
            <translation>Нет сохранённого матча с идентификатором, начинающимся на {prefix}.</translation>
        </message>
        <message>
            <source>More than one stored match has an id starting with {prefix}; give more characters.</source>
            <translation>Идентификатор, начинающийся на {prefix}, есть у нескольких сохранённых матчей; укажите больше символов.</translation>
        </message>
        <message>
            <source>The match {prefix} is stored in {count} files that differ ({files}); give the path of the one to use.</source>
            <translation>Матч {prefix} хранится в разных файлах ({count}: {files}); укажите путь к нужному.</translation>
        </message>
        <message>
            <source>A finished match cannot be marked as abandoned.</source>
            <translation>Завершённый матч нельзя отметить как прерванный.</translation>
        </message>
        <message>
            <source>The data folder {folder} cannot be created or used: {detail}.</source>
            <translation>Папку данных {folder} не удаётся создать или использовать: {detail}.</translation>
        </message>
        <message>
            <source>The match cannot be saved because the folder {folder} is read-only or not writable.</source>
            <translation>Матч не удаётся сохранить: папка {folder} доступна только для чтения или закрыта для записи.</translation>
        </message>
        <message>
            <source>The match cannot be saved because the disk holding {folder} is full.</source>
            <translation>Матч не удаётся сохранить: диск с папкой {folder} заполнен.</translation>
        </message>
        <message>
            <source>The match cannot be saved to {file}: {detail}.</source>
            <translation>Матч не удаётся сохранить в {file}: {detail}.</translation>
        </message>
        <message>
            <source>The match cannot be saved to {file}, which holds a damaged or newer match file that is never overwritten, so this window's version was saved beside it as {copy}.</source>
            <translation>Матч не удаётся сохранить в {file}: там повреждённый или более новый файл матча, который никогда не перезаписывается, поэтому версия этого окна сохранена рядом, в {copy}.</translation>
        </message>
        <message>
            <source>The match file {file} was changed by someone else while this window scored it, so it was not overwritten: this window's version was saved beside it as {copy}.</source>
            <translation>Файл матча {file} изменил кто-то другой, пока в этом окне вёлся счёт, поэтому он не перезаписан: версия этого окна сохранена рядом, в {copy}.</translation>
        </message>
        <message>
            <source>The match file {file} was carried on by someone else and holds everything this window has and more, so it was not overwritten; resume the match to go on from it.</source>
            <translation>Счёт в файле матча {file} продолжил кто-то другой, и в нём есть всё, что есть в этом окне, и больше, поэтому он не перезаписан; продолжите матч, чтобы вести счёт с этого места.</translation>
        </message>
        <message>
            <source>The file {file} is not ninescore's index, so it is left alone; the matches are listed from their files.</source>
            <translation>Файл {file} — не индекс ninescore, поэтому он оставлен как есть; матчи перечисляются по их файлам.</translation>
        </message>
        <message>
            <source>The file {file} is not ninescore's index, so it is left alone; the index is kept in {other} instead.</source>
            <translation>Файл {file} — не индекс ninescore, поэтому он оставлен как есть; индекс хранится в {other}.</translation>
        </message>
        <message>
            <source>The statistics could not be computed because the index {file} kept changing while they were; run the command again.</source>
            <translation>Статистику не удалось посчитать: индекс {file} всё время менялся во время подсчёта; запустите команду ещё раз.</translation>
        </message>
        <message>
            <source>The statistics in the index {file} could not be read ({detail}); they are computed anew from the match files when the command is run again.</source>
            <translation>Статистику в индексе {file} не удалось прочитать ({detail}); при следующем запуске команды она будет посчитана заново по файлам матчей.</translation>
        </message>
        <message>
            <source>The match file {file} cannot be moved to the trash: {detail}.</source>
            <translation>Файл матча {file} не удаётся переместить в корзину: {detail}.</translation>
        </message>
        <message>
            <source>{file} is not in the matches folder {folder}, so ninescore does not move or change it.</source>
            <translation>{file} находится не в папке матчей {folder}, поэтому ninescore его не перемещает и не изменяет.</translation>
        </message>
        <message>
            <source>This match is being scored in another ninescore window (process {pid} on {host}, since {since}); it can only be opened read-only.</source>
            <translation>Счёт этого матча ведётся в другом окне ninescore (процесс {pid} на {host}, с {since}); его можно открыть только для просмотра.</translation>
        </message>
        <message>
            <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it.</source>
            <translation>Счёт этого матча теперь ведётся в другом окне ninescore (процесс {pid} на {host}), поэтому это окно перестало его сохранять.</translation>
        </message>
        <message>
            <source>This match is now scored by another ninescore window (process {pid} on {host}), so this window stopped saving it and kept what it scored since beside it as {copy}.</source>
            <translation>Счёт этого матча теперь ведётся в другом окне ninescore (процесс {pid} на {host}), поэтому это окно перестало его сохранять, а записанное с тех пор сохранило рядом, в {copy}.</translation>
        </message>
        <message>
            <source>The match cannot be locked for scoring: {detail}.</source>
            <translation>Матч не удаётся заблокировать для ведения счёта: {detail}.</translation>
        </message>
    </context>
</TS>
