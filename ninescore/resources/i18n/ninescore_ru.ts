<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name></name>
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
        <source>the paper size (default: a4)</source>
        <translation>формат бумаги (по умолчанию: a4)</translation>
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
        <source>{ball}: {state}</source>
        <translation>{ball}: {state}</translation>
    </message>
    <message>
        <source>Space: pocketed on this shot. F: first contact. J: jumped off the table.</source>
        <translation>Пробел: забит этим ударом. F: первое касание. J: выскочил за борт.</translation>
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
        <source>Tap: jumped  ·  Hold, right-click or Ctrl+click: first contact  ·  Keys: Space, F, J</source>
        <translation>Касание: выскочил  ·  Удержание, правый щелчок или Ctrl+щелчок: первое касание  ·  Клавиши: Пробел, F, J</translation>
    </message>
    <message>
        <source>Tap: pocketed  ·  Hold, right-click or Ctrl+click: first contact  ·  Shift+click: jumped  ·  Keys: Space, F, J</source>
        <translation>Касание: забит  ·  Удержание, правый щелчок или Ctrl+щелчок: первое касание  ·  Shift+щелчок: выскочил  ·  Клавиши: Пробел, F, J</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>On the table: {balls}.</source>
        <translation>На столе: {balls}.</translation>
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
    <name>Log</name>
    <message>
        <source>house rule</source>
        <translation>местное правило</translation>
    </message>
    <message>
        <source>R{number}</source>
        <translation>R{number}</translation>
    </message>
    <message>
        <source>{rule}, ruling</source>
        <translation>{rule}, решение</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <source>{sentence} ({rule})</source>
        <translation>{sentence} ({rule})</translation>
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
        <translation>Партия {number}: выиграл(а) {name} ({how}).</translation>
    </message>
    <message>
        <source>Frame {number}</source>
        <translation>Партия {number}</translation>
    </message>
    <message>
        <source>{name} to break.</source>
        <translation>{name} выполняет начальный удар.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ninescore {version}
Matches are kept in {folder}</source>
        <translation>ninescore {version}
Матчи хранятся в папке {folder}</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Новый матч…</translation>
    </message>
    <message>
        <source>&amp;Resume a match…</source>
        <translation>&amp;Продолжить матч…</translation>
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
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Clear the marks of this shot</source>
        <translation>&amp;Снять отметки этого удара</translation>
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
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Правила кратко</translation>
    </message>
    <message>
        <source>&amp;About ninescore</source>
        <translation>&amp;О программе ninescore</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Матч</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
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
        <source>{name} loses the frame (concession or infraction)…</source>
        <translation>{name} проигрывает партию (сдача или нарушение)…</translation>
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
        <source>{name} wins the match {a}–{b}</source>
        <translation>{name} выигрывает матч {a}–{b}</translation>
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
        <translation>Бьёт {name} — удар с руки</translation>
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
        <translation>При вводе удара: {what}</translation>
    </message>
    <message>
        <source>Start a new match (Ctrl+N) or resume one (Ctrl+O).</source>
        <translation>Начните новый матч (Ctrl+N) или продолжите начатый (Ctrl+O).</translation>
    </message>
    <message>
        <source>{name} wins the match {a}–{b}.</source>
        <translation>{name} выигрывает матч {a}–{b}.</translation>
    </message>
    <message>
        <source>WARNING (R12): {name} has fouled twice in a row — a third foul loses the frame.</source>
        <translation>ПРЕДУПРЕЖДЕНИЕ (R12): у игрока {name} два нарушения подряд — третье нарушение означает поражение в партии.</translation>
    </message>
    <message>
        <source>Read-only: scored in another window.</source>
        <translation>Только просмотр: счёт ведётся в другом окне.</translation>
    </message>
    <message>
        <source>{name} chooses: shoot from here (A), or pass the shot back (B).</source>
        <translation>{name} выбирает: бить из этой позиции (A) или уступить удар (B).</translation>
    </message>
    <message>
        <source>{name} breaks. Mark the balls pocketed, then Enter.</source>
        <translation>{name} выполняет начальный удар. Отметьте забитые шары и нажмите Enter.</translation>
    </message>
    <message>
        <source>{name} has ball in hand (R9).</source>
        <translation>{name} играет с руки (R9).</translation>
    </message>
    <message>
        <source>{name} to shoot — may push out (U).</source>
        <translation>Бьёт {name} — можно сыграть пуш-аут (U).</translation>
    </message>
    <message>
        <source>{name} to shoot.</source>
        <translation>Бьёт {name}.</translation>
    </message>
    <message>
        <source>{name} wins the frame: the 9 on a combination.</source>
        <translation>{name} выигрывает партию: девятка забита комбинацией.</translation>
    </message>
    <message>
        <source>{name} wins the match {a}–{b} ({how}).</source>
        <translation>{name} выигрывает матч {a}–{b} ({how}).</translation>
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
        <source>First contact: press the ball&apos;s number (0: no contact).</source>
        <translation>Первое касание: нажмите номер шара (0 — без касания).</translation>
    </message>
    <message>
        <source>Jumped off the table: press the ball&apos;s number.</source>
        <translation>Выскочил за борт: нажмите номер шара.</translation>
    </message>
    <message>
        <source>End the frame</source>
        <translation>Завершить партию</translation>
    </message>
    <message>
        <source>{name} loses this frame. Reason (optional):</source>
        <translation>{name} проигрывает эту партию. Причина (необязательно):</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Прервать матч</translation>
    </message>
    <message>
        <source>Mark this match as abandoned? It stays saved and can be resumed or reviewed later.</source>
        <translation>Отметить матч как прерванный? Он останется сохранённым, его можно будет продолжить или просмотреть позже.</translation>
    </message>
    <message>
        <source>Language saved.</source>
        <translation>Язык сохранён.</translation>
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
    <message>
        <source>Keep scoring</source>
        <translation>Продолжить счёт</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>Player A&apos;s name</source>
        <translation>Имя игрока A</translation>
    </message>
    <message>
        <source>Player B&apos;s name</source>
        <translation>Имя игрока B</translation>
    </message>
    <message>
        <source>Handicap race (a different race for each player)</source>
        <translation>Игра с форой (у каждого игрока своё число партий до победы)</translation>
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
        <source>Three fouls in a row lose the frame (R12)</source>
        <translation>Три нарушения подряд — поражение в партии (R12)</translation>
    </message>
    <message>
        <source>wins the frame (R3d)</source>
        <translation>выигрывает партию (R3d)</translation>
    </message>
    <message>
        <source>is spotted, the breaker continues</source>
        <translation>выставляется, разбивавший продолжает</translation>
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
        <source>Start the match</source>
        <translation>Начать матч</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
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
        <translation>До скольких побед и разбой</translation>
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
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The 9 on a legal break:</source>
        <translation>Девятка при правильном начальном ударе:</translation>
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
        <translation>Круг:</translation>
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
        <source>for A, and</source>
        <translation>для A и</translation>
    </message>
    <message>
        <source>Coin toss: {name} breaks first.</source>
        <translation>Жребий: первым разбивает {name}.</translation>
    </message>
    <message>
        <source>Enter both players&apos; names.</source>
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
    <name>ResumeDialog</name>
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
        <source>Open read-only</source>
        <translation>Открыть для просмотра</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>{a} {sa}–{sb} {b}   (race to {ra}/{rb}, frame {frames})</source>
        <translation>{a} {sa}–{sb} {b}   (до {ra}/{rb}, партия {frames})</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>прерван</translation>
    </message>
    <message>
        <source>BEING SCORED IN ANOTHER WINDOW</source>
        <translation>СЧЁТ ВЕДЁТСЯ В ДРУГОМ ОКНЕ</translation>
    </message>
</context>
<context>
    <name>SaveErrorBar</name>
    <message>
        <source>Retry now</source>
        <translation>Повторить сейчас</translation>
    </message>
    <message>
        <source>NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is retried every few seconds.</source>
        <translation>НЕ СОХРАНЕНО — {reason} Счёт продолжается: каждый удар хранится в памяти, сохранение повторяется каждые несколько секунд.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
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
        <translation>⚠ ПРЕДУПРЕЖДЕНИЕ: 2 НАРУШЕНИЯ</translation>
    </message>
    <message>
        <source>MATCH WON</source>
        <translation>МАТЧ ВЫИГРАН</translation>
    </message>
    <message>
        <source>race to {race}</source>
        <translation>до {race}</translation>
    </message>
    <message>
        <source>fouls in a row: {n}</source>
        <translation>нарушений подряд: {n}</translation>
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
        <source>Frame
{number}</source>
        <translation>Партия
{number}</translation>
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
        <source>The PDF cannot be written to {path}: {reason}.</source>
        <translation>Не удаётся записать PDF в {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>ShotPanel</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Отменить</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Отменить последнее действие (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Повторить ↷</translation>
    </message>
    <message>
        <source>Apply again what was undone (Ctrl+Shift+Z)</source>
        <translation>Вернуть отменённое (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Tap = pocketed</source>
        <translation>Касание = забит</translation>
    </message>
    <message>
        <source>Tap = jumped</source>
        <translation>Касание = выскочил</translation>
    </message>
    <message>
        <source>Make a tap on a ball mark it as jumped off the table (J then a digit)</source>
        <translation>Касание шара отмечает его выскочившим за борт (J, затем цифра)</translation>
    </message>
    <message>
        <source>Scratch  [S]</source>
        <translation>Биток в лузе  [S]</translation>
    </message>
    <message>
        <source>The cue ball was pocketed</source>
        <translation>Биток упал в лузу</translation>
    </message>
    <message>
        <source>Cue ball off table  [C]</source>
        <translation>Биток за бортом  [C]</translation>
    </message>
    <message>
        <source>The cue ball left the table</source>
        <translation>Биток выскочил за борт</translation>
    </message>
    <message>
        <source>No rail  [N]</source>
        <translation>Нет борта  [N]</translation>
    </message>
    <message>
        <source>After contact, no ball reached a rail (R8)</source>
        <translation>После касания ни один шар не дошёл до борта (R8)</translation>
    </message>
    <message>
        <source>4+ balls to a rail  [R]</source>
        <translation>4+ шара до борта  [R]</translation>
    </message>
    <message>
        <source>On the break, at least four object balls reached a rail (R3a)</source>
        <translation>При начальном ударе не менее четырёх прицельных шаров дошли до борта (R3a)</translation>
    </message>
    <message>
        <source>Push-out  [U]</source>
        <translation>Пуш-аут  [U]</translation>
    </message>
    <message>
        <source>Declare this shot a push-out (R5): allowed right after a legal break</source>
        <translation>Объявить этот удар пуш-аутом (R5): можно сразу после правильного начального удара</translation>
    </message>
    <message>
        <source>Foul…  [X]</source>
        <translation>Нарушение…  [X]</translation>
    </message>
    <message>
        <source>Other foul…</source>
        <translation>Другое нарушение…</translation>
    </message>
    <message>
        <source>Foul between shots (no shot)</source>
        <translation>Нарушение между ударами (без удара)</translation>
    </message>
    <message>
        <source>Clear  [Esc]</source>
        <translation>Сбросить  [Esc]</translation>
    </message>
    <message>
        <source>Forget the marks of this shot</source>
        <translation>Снять отметки этого удара</translation>
    </message>
    <message>
        <source>Commit shot  [Enter]</source>
        <translation>Ввести удар  [Enter]</translation>
    </message>
    <message>
        <source>After a legal push-out the other player chooses (R5e): shoot from the position as it lies, or pass the shot back.</source>
        <translation>После правильного пуш-аута соперник выбирает (R5e): бить из сложившейся позиции или уступить удар.</translation>
    </message>
    <message>
        <source>Shoot  [A]</source>
        <translation>Бить  [A]</translation>
    </message>
    <message>
        <source>Pass back  [B]</source>
        <translation>Уступить  [B]</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Новый матч…</translation>
    </message>
    <message>
        <source>Foul: {reasons}</source>
        <translation>Нарушение: {reasons}</translation>
    </message>
    <message>
        <source>Commit foul  [Enter]</source>
        <translation>Ввести нарушение  [Enter]</translation>
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
        <source>No match is being scored. Start a new match, or resume one (Ctrl+O).</source>
        <translation>Счёт не ведётся. Начните новый матч или продолжите начатый (Ctrl+O).</translation>
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
        <source>show program&apos;s version number and exit</source>
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
        <source>Matches are kept in {folder} unless --data-dir or NINESCORE_DATA_DIR names another.</source>
        <translation>Матчи хранятся в папке {folder}, если --data-dir или NINESCORE_DATA_DIR не указывает другую.</translation>
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
        <source>the language of the program (default: the system&apos;s)</source>
        <translation>язык программы (по умолчанию — язык системы)</translation>
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
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <source>only matches this player played (case is ignored); with --what players, only this player&apos;s row</source>
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
        <source>Match sheet written to {path}.</source>
        <translation>Протокол матча записан в {path}.</translation>
    </message>
    <message>
        <source>load and replay every stored match and report any problem</source>
        <translation>загрузить и воспроизвести каждый сохранённый матч и сообщить о проблемах</translation>
    </message>
    <message>
        <source>Load and replay every stored match and report each problem with its file and place. Exit status 1 if any file has a problem. Never changes a file.</source>
        <translation>Загрузить и воспроизвести каждый сохранённый матч и сообщить о каждой проблеме с указанием файла и места. Код выхода 1, если хотя бы в одном файле есть проблема. Файлы никогда не изменяются.</translation>
    </message>
    <message>
        <source>{count} temporary file(s) left by interrupted saves were ignored; they are harmless and never listed.</source>
        <translation>Пропущено временных файлов от прерванных сохранений: {count}; они безвредны и не показываются в списке.</translation>
    </message>
    <message>
        <source>Checked {files} match file(s) in {folder}: {problems} problem(s).</source>
        <translation>Проверено файлов матчей в {folder}: {files}; найдено проблем: {problems}.</translation>
    </message>
    <message>
        <source>Checked {files} match file(s) in {folder}: all of them are sound.</source>
        <translation>Проверено файлов матчей в {folder}: {files}; все в порядке.</translation>
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
        <source>finished</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>прерван</translation>
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
        <source>Date</source>
        <translation>Дата</translation>
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
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
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
        <source>The file {file} does not hold a match (a JSON object is expected).</source>
        <translation>Файл {file} не содержит матча (ожидается объект JSON).</translation>
    </message>
    <message>
        <source>The file {file} has no valid &quot;format&quot; version number, so it is not a match file.</source>
        <translation>В файле {file} нет правильного номера версии &quot;format&quot;, поэтому это не файл матча.</translation>
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
        <source>No stored match has an id starting with {prefix}.</source>
        <translation>Нет сохранённого матча с идентификатором, начинающимся на {prefix}.</translation>
    </message>
    <message>
        <source>More than one stored match has an id starting with {prefix}; give more characters.</source>
        <translation>Идентификатор, начинающийся на {prefix}, есть у нескольких сохранённых матчей; укажите больше символов.</translation>
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
        <source>The match cannot be saved because the folder {folder} is read-only or not writable; it is kept in memory, try again.</source>
        <translation>Матч не удаётся сохранить: папка {folder} доступна только для чтения или закрыта для записи; матч хранится в памяти, попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The match cannot be saved because the disk holding {folder} is full; it is kept in memory, free some space and try again.</source>
        <translation>Матч не удаётся сохранить: диск с папкой {folder} заполнен; матч хранится в памяти, освободите место и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The match cannot be saved to {file}: {detail}; it is kept in memory, try again.</source>
        <translation>Матч не удаётся сохранить в {file}: {detail}; матч хранится в памяти, попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The match cannot be saved because {file} holds a damaged or newer match file, which is never overwritten; move that file away first.</source>
        <translation>Матч не удаётся сохранить: в {file} лежит повреждённый или более новый файл матча, который никогда не перезаписывается; сначала переместите этот файл.</translation>
    </message>
    <message>
        <source>The match file {file} cannot be moved to the trash: {detail}.</source>
        <translation>Файл матча {file} не удаётся переместить в корзину: {detail}.</translation>
    </message>
    <message>
        <source>This match is being scored in another ninescore window (process {pid} on {host}, since {since}); it can only be opened read-only.</source>
        <translation>Счёт этого матча ведётся в другом окне ninescore (процесс {pid} на {host}, с {since}); его можно открыть только для просмотра.</translation>
    </message>
    <message>
        <source>The match cannot be locked for scoring: {detail}.</source>
        <translation>Матч не удаётся заблокировать для ведения счёта: {detail}.</translation>
    </message>
</context>
</TS>
