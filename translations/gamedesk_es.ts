<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Dialogs</name>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>As on 18xx.games</source>
        <translation>Como en 18xx.games</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Random seating</source>
        <translation>Asientos al azar</translation>
    </message>
    <message>
        <source>Seating as entered</source>
        <translation>Asientos en el orden escrito</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Rulebook: the printed rules. As on 18xx.games: the rules as that site plays them (where it differs, see the title&apos;s notes); imported games use it.</source>
        <translation>Reglamento: las reglas impresas. Como en 18xx.games: las reglas tal como las juega ese sitio (donde difieren, mira las notas del juego); las partidas importadas las usan.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Deals everything random: seating, and the title&apos;s random set-up. The same seed and moves give the same game.</source>
        <translation>Decide todo lo aleatorio: los asientos y la preparación al azar del juego. La misma semilla y las mismas jugadas dan la misma partida.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Two players have the name {name}: give each player a name of their own.</source>
        <translation>Dos jugadores se llaman {name}: da a cada jugador un nombre propio.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Game over: {reason}. {round}.</source>
        <translation>Fin de la partida: {reason}. {round}.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>About gamedesk</source>
        <translation>Acerca de gamedesk</translation>
    </message>
    <message>
        <source>Play and replay 18xx railroad games: hot-seat on one computer, solo practice, replays of saved games and 18xx.games logs.</source>
        <translation>Juega y revive partidas de juegos de trenes 18xx: varios jugadores en un mismo ordenador, práctica en solitario, repeticiones de partidas guardadas y registros de 18xx.games.</translation>
    </message>
</context>
<context>
    <name>FileLoader</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>HandoverNote</name>
    <message>
        <source>Show in log</source>
        <translation>Ver en el registro</translation>
    </message>
    <message>
        <source>Hide this note</source>
        <translation>Ocultar esta nota</translation>
    </message>
    <message>
        <source>Since your last turn, {name}:</source>
        <translation>Desde tu último turno, {name}:</translation>
    </message>
</context>
<context>
    <name>LinesDialog</name>
    <message>
        <source>Lines of play</source>
        <translation>Líneas de juego</translation>
    </message>
    <message>
        <source>The main line and its variations (double-click to show one):</source>
        <translation>La línea principal y sus variantes (doble clic para mostrar una):</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Hacer línea principal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>mostrada</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (main line, {actions})</source>
        <translation>{name} (línea principal, {actions})</translation>
    </message>
    <message>
        <source>{name}: leaves {parent} after action {at}, {actions}</source>
        <translation>{name}: sale de {parent} tras la acción {at}, {actions}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nuevo nombre para {name}:</translation>
    </message>
    <message>
        <source>Delete the line {name}? Lines that leave it are kept.</source>
        <translation>¿Borrar la línea {name}? Las líneas que salen de ella se conservan.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Cannot open the file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Compañías</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Holdings</source>
        <translation>Carteras</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Información</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>¿Terminar la partida ahora?</translation>
    </message>
    <message>
        <source>End the game here and score it as it stands? (Undo takes it back.)</source>
        <translation>¿Terminar la partida aquí y puntuarla tal como está? (Deshacer lo anula.)</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Falló el guardado automático</translation>
    </message>
    <message>
        <source>The game goes on, not autosaved: {problem}</source>
        <translation>La partida sigue, sin guardado automático: {problem}</translation>
    </message>
    <message>
        <source>Start a game: Game ▸ New game… (Ctrl+N), or open a save.</source>
        <translation>Empieza una partida: Partida ▸ Nueva partida… (Ctrl+N), o abre una partida guardada.</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Ninguna partida abierta</translation>
    </message>
    <message>
        <source>Looking at action {cursor} of {length} ({round}). Moves are locked: Play on from here (timeline) starts a variation; End returns to the game.</source>
        <translation>Viendo la acción {cursor} de {length} ({round}). No se puede jugar: «Seguir jugando desde aquí» (cronología) empieza una variante; Fin vuelve a la partida.</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>Abriendo {file}…</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>{name} ({title}, {state}) has changes that are not saved to a file. Save them before leaving it? (The autosave keeps only the last few games&apos; latest positions.)</source>
        <translation>{name} ({title}, {state}) tiene cambios sin guardar en un archivo. ¿Guardarlos antes de salir? (El guardado automático solo conserva la última posición de las últimas partidas.)</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>¿Guardar la partida?</translation>
    </message>
    <message>
        <source>Reading the last game…</source>
        <translation>Leyendo la última partida…</translation>
    </message>
    <message>
        <source>no autosave</source>
        <translation>no hay guardado automático</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede reanudar</translation>
    </message>
    <message>
        <source>The last game cannot be read: {problems}</source>
        <translation>No se puede leer la última partida: {problems}</translation>
    </message>
    <message>
        <source>The last game, {title} of {names}, is finished ({reason}; {count} actions). Open it to review?</source>
        <translation>La última partida, {title} de {names}, está terminada ({reason}; {count} acciones). ¿Abrirla para repasarla?</translation>
    </message>
    <message>
        <source>The last game, {title} of {names}, ended on the line {lines}. Continue from the position shown last ({line}, {count} actions)?</source>
        <translation>La última partida, {title} de {names}, terminó en la línea {lines}. ¿Seguir desde la última posición mostrada ({line}, {count} acciones)?</translation>
    </message>
    <message>
        <source>Continue the unfinished {title} game of {names} ({count} actions)?</source>
        <translation>¿Seguir la partida de {title} sin terminar de {names} ({count} acciones)?</translation>
    </message>
    <message>
        <source>The newest autosave could not be used ({problems}); this is the backup {file}.</source>
        <translation>No se pudo usar el guardado automático más reciente ({problems}); esta es la copia {file}.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Última partida</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>gamedesk saves and 18xx.games logs (*.gamedesk *.json);;gamedesk saves (*.gamedesk);;18xx.games logs and older saves (*.json);;All files (*)</source>
        <translation>Partidas de gamedesk y registros de 18xx.games (*.gamedesk *.json);;Partidas de gamedesk (*.gamedesk);;Registros de 18xx.games y partidas antiguas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>gamedesk saves (*.gamedesk);;All files (*)</source>
        <translation>Partidas de gamedesk (*.gamedesk);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Import 18xx.games log…</source>
        <translation>&amp;Importar registro de 18xx.games…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;End the game now…</source>
        <translation>&amp;Terminar la partida ahora…</translation>
    </message>
    <message>
        <source>Final &amp;results…</source>
        <translation>&amp;Resultados finales…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Play on from here</source>
        <translation>&amp;Seguir jugando desde aquí</translation>
    </message>
    <message>
        <source>&amp;Lines of play…</source>
        <translation>&amp;Líneas de juego…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Map at readable size</source>
        <translation>Mapa a tamaño legible</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Mapa completo</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <source>Reset text size</source>
        <translation>Tamaño de texto normal</translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation>Restablecer la disposición</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About gamedesk</source>
        <translation>&amp;Acerca de gamedesk</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Import an 18xx.games log</source>
        <translation>Importar un registro de 18xx.games</translation>
    </message>
    <message>
        <source>18xx.games logs (*.json)</source>
        <translation>Registros de 18xx.games (*.json)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>priority</source>
        <translation>prioridad</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>cash {cash}   certs {certs}/{limit}   value {value}</source>
        <translation>dinero {cash}   certificados {certs}/{limit}   valor {value}</translation>
    </message>
    <message>
        <source>{round} · phase {phase}</source>
        <translation>{round} · fase {phase}</translation>
    </message>
    <message>
        <source>Game over ({reason}) · {where}</source>
        <translation>Fin de la partida ({reason}) · {where}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Hand over to {names} for {companies} · {where}</source>
        <translation>Pasa el turno a {names} por {companies} · {where}</translation>
    </message>
    <message>
        <source>Hand over to {names} · {where}</source>
        <translation>Pasa el turno a {names} · {where}</translation>
    </message>
    <message>
        <source>{names} to act for {companies} · {where}</source>
        <translation>Le toca a {names} por {companies} · {where}</translation>
    </message>
    <message>
        <source>{names} to act · {where}</source>
        <translation>Le toca a {names} · {where}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>El idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>{file}  —  missing (was in {folder})</source>
        <translation>{file}  —  no está (estaba en {folder})</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>18xx railroad games for one computer: {titles}.</source>
        <translation>Juegos de trenes 18xx en un solo ordenador: {titles}.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Nueva partida…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a save…  (Ctrl+O)</source>
        <translation>Abrir una partida guardada…  (Ctrl+O)</translation>
    </message>
    <message>
        <source>Import an 18xx.games log…  (Ctrl+I)</source>
        <translation>Importar un registro de 18xx.games…  (Ctrl+I)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <source>{path} is no longer there</source>
        <translation>{path} ya no está</translation>
    </message>
    <message>
        <source>No games yet: start a new one, open a save or import a log.</source>
        <translation>Aún no hay partidas: empieza una nueva, abre una guardada o importa un registro.</translation>
    </message>
    <message>
        <source>{file} is no longer there: remove it from the list.</source>
        <translation>{file} ya no está: quítalo de la lista.</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>{label} (action {index})</source>
        <translation>{label} (acción {index})</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Primera (Inicio)</translation>
    </message>
    <message>
        <source>Previous round (Up)</source>
        <translation>Ronda anterior (Arriba)</translation>
    </message>
    <message>
        <source>Previous action (Left)</source>
        <translation>Acción anterior (Izquierda)</translation>
    </message>
    <message>
        <source>Next action (Right)</source>
        <translation>Acción siguiente (Derecha)</translation>
    </message>
    <message>
        <source>Next round (Down)</source>
        <translation>Ronda siguiente (Abajo)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Última (Fin)</translation>
    </message>
    <message>
        <source>go to: 120, OR 3.1, SR 4</source>
        <translation>ir a: 120, OR 3.1, SR 4</translation>
    </message>
    <message>
        <source>The line of play shown (main line or a variation)</source>
        <translation>La línea de juego mostrada (la principal o una variante)</translation>
    </message>
    <message>
        <source>Variations: rename, promote to main line, delete</source>
        <translation>Variantes: renombrar, hacer principal, borrar</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Seguir jugando desde aquí</translation>
    </message>
    <message>
        <source>Start a new line of play here; the old one is kept</source>
        <translation>Empieza aquí una nueva línea de juego; la anterior se conserva</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Action {cursor} of {length}</source>
        <translation>Acción {cursor} de {length}</translation>
    </message>
    <message>
        <source>No action or round {text} on this line</source>
        <translation>No hay acción ni ronda {text} en esta línea</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{player} becomes president of {company}</source>
        <extracomment>how the title&apos;s trains run and what routes earn (board run rules; the plain rules unless a title names its own)</extracomment>
        <translation>{player} pasa a ser presidente de {company}</translation>
    </message>
    <message>
        <source>{company} floats and receives {amount}</source>
        <translation>{company} sale a flote y recibe {amount}</translation>
    </message>
    <message>
        <source>Game over ({reason})</source>
        <translation>Fin de la partida ({reason})</translation>
    </message>
    <message>
        <source>an {train}-train</source>
        <translation>un tren {train}</translation>
    </message>
    <message>
        <source>a {train}-train</source>
        <translation>un tren {train}</translation>
    </message>
    <message>
        <source>{train}-trains</source>
        <translation>trenes {train}</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>la banca se agota</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>bancarrota</translation>
    </message>
    <message>
        <source>stock_market</source>
        <translation>tope del mercado de acciones</translation>
    </message>
    <message>
        <source>manually_ended</source>
        <translation>terminada por los jugadores</translation>
    </message>
    <message>
        <source>nothing_sold</source>
        <translation>no se vendió nada</translation>
    </message>
    <message>
        <source>{round}</source>
        <translation>{round}</translation>
    </message>
    <message>
        <source>{company} share price {old} → {new}{why}</source>
        <translation>Cotización de {company}: {old} → {new}{why}</translation>
    </message>
    <message>
        <source> ({why})</source>
        <translation> ({why})</translation>
    </message>
    <message>
        <source>shares sold</source>
        <translation>venta de acciones</translation>
    </message>
    <message>
        <source>dividend paid</source>
        <translation>dividendos repartidos</translation>
    </message>
    <message>
        <source>half dividend paid</source>
        <translation>medio dividendo repartido</translation>
    </message>
    <message>
        <source>dividend withheld</source>
        <translation>dividendos retenidos</translation>
    </message>
    <message>
        <source>sold out at the end of the stock round</source>
        <translation>agotada al final de la ronda de bolsa</translation>
    </message>
    <message>
        <source>end of the stock round</source>
        <translation>fin de la ronda de bolsa</translation>
    </message>
    <message>
        <source>shares issued</source>
        <translation>emisión de acciones</translation>
    </message>
    <message>
        <source>shares redeemed</source>
        <translation>recompra de acciones</translation>
    </message>
    <message>
        <source>{company} pays {per_share} a share: {recipients}</source>
        <translation>{company} reparte {per_share} por acción: {recipients}</translation>
    </message>
    <message>
        <source>{company} pays half, {per_share} a share: {recipients}</source>
        <translation>{company} reparte la mitad, {per_share} por acción: {recipients}</translation>
    </message>
    <message>
        <source>{company} withholds {amount} (treasury now {cash})</source>
        <translation>{company} retiene {amount} (tesorería: {cash})</translation>
    </message>
    <message>
        <source>{company} earns nothing</source>
        <translation>{company} no obtiene ingresos</translation>
    </message>
    <message>
        <source>{company} earns {amount}: {recipients}</source>
        <translation>{company} obtiene {amount}: {recipients}</translation>
    </message>
    <message>
        <source>{who} {amount}</source>
        <translation>{who} {amount}</translation>
    </message>
    <message>
        <source>its treasury {amount}</source>
        <translation>su tesorería {amount}</translation>
    </message>
    <message>
        <source>{head} and {last}</source>
        <translation>{head} y {last}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} pasa</translation>
    </message>
    <message>
        <source>{player} ends the turn</source>
        <translation>{player} termina su turno</translation>
    </message>
    <message>
        <source>{company} passes</source>
        <translation>{company} pasa</translation>
    </message>
    <message>
        <source>{company} lays no track</source>
        <translation>{company} no construye vías</translation>
    </message>
    <message>
        <source>{company} places no station</source>
        <translation>{company} no coloca estación</translation>
    </message>
    <message>
        <source>{company} buys no train</source>
        <translation>{company} no compra tren</translation>
    </message>
    <message>
        <source>{company} buys no private company</source>
        <translation>{company} no compra compañía privada</translation>
    </message>
    <message>
        <source>{company} runs no trains</source>
        <translation>{company} no recorre rutas</translation>
    </message>
    <message>
        <source>{owner} wins {card} for {price}</source>
        <translation>{owner} gana {card} por {price}</translation>
    </message>
    <message>
        <source>{card} goes to {owner}</source>
        <translation>{card} pasa a {owner}</translation>
    </message>
    <message>
        <source>{card} goes to {owner} with {other}</source>
        <translation>{card} pasa a {owner} junto con {other}</translation>
    </message>
    <message>
        <source>{trains} rust: {losses}</source>
        <translation>Se oxidan los {trains}: {losses}</translation>
    </message>
    <message>
        <source>{company} loses {count}</source>
        <translation>{company} pierde {count}</translation>
    </message>
    <message>
        <source>{trains} leave the game: {losses}</source>
        <translation>Los {trains} salen del juego: {losses}</translation>
    </message>
    <message>
        <source>Phase {phase} begins</source>
        <translation>Empieza la fase {phase}</translation>
    </message>
    <message>
        <source>The bank breaks</source>
        <translation>La banca quiebra</translation>
    </message>
    <message>
        <source>{name} {number}</source>
        <translation>{name} {number}</translation>
    </message>
    <message>
        <source>{company} pays {amount} to {owner}</source>
        <translation>{company} paga {amount} a {owner}</translation>
    </message>
    <message>
        <source>{company} places its home station in {hex}</source>
        <translation>{company} coloca su estación de origen en {hex}</translation>
    </message>
    <message>
        <source>{company} places a station in {hex} for {price}</source>
        <translation>{company} coloca una estación en {hex} por {price}</translation>
    </message>
    <message>
        <source>{company} lays tile {tile} in {hex} for {price}</source>
        <translation>{company} coloca la loseta {tile} en {hex} por {price}</translation>
    </message>
    <message>
        <source>{company} lays tile {tile} in {hex}</source>
        <translation>{company} coloca la loseta {tile} en {hex}</translation>
    </message>
    <message>
        <source>{company} runs for {amount}</source>
        <translation>{company} recorre rutas por {amount}</translation>
    </message>
    <message>
        <source>{company} pays {amount}: {recipients}</source>
        <translation>{company} reparte {amount}: {recipients}</translation>
    </message>
    <message>
        <source>{company} withholds {amount}</source>
        <translation>{company} retiene {amount}</translation>
    </message>
    <message>
        <source>Operating Round</source>
        <translation>Ronda de operaciones</translation>
    </message>
    <message>
        <source>Stock Round</source>
        <translation>Ronda de bolsa</translation>
    </message>
    <message>
        <source>{player} passes (nothing to do)</source>
        <translation>{player} pasa (no puede hacer nada)</translation>
    </message>
    <message>
        <source>{player} buys {company} for {price}</source>
        <translation>{player} compra {company} por {price}</translation>
    </message>
    <message>
        <source>Auction Round</source>
        <translation>Ronda de subasta</translation>
    </message>
    <message>
        <source>{player} starts {company} at par {price}</source>
        <translation>{player} funda {company} con un valor par de {price}</translation>
    </message>
    <message>
        <source>the IPO</source>
        <translation>la oferta inicial</translation>
    </message>
    <message>
        <source>the market</source>
        <translation>el mercado</translation>
    </message>
    <message>
        <source>{player} buys {percent}% of {company} from {source} for {price}</source>
        <translation>{player} compra el {percent}% de {company} en {source} por {price}</translation>
    </message>
    <message>
        <source>{player} sells {company} to {buyer} for {price}</source>
        <translation>{player} vende {company} a {buyer} por {price}</translation>
    </message>
    <message>
        <source>{player} buys {company} from {seller} for {price}</source>
        <translation>{player} compra {company} a {seller} por {price}</translation>
    </message>
    <message>
        <source>{player} sells {percent}% of {company} for {price}</source>
        <translation>{player} vende el {percent}% de {company} por {price}</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <source>{company} buys {train} from {seller} for {price}</source>
        <translation>{company} compra {train} a {seller} por {price}</translation>
    </message>
    <message>
        <source>{player} contributes {amount}</source>
        <translation>{player} aporta {amount}</translation>
    </message>
    <message>
        <source>{company}&apos;s obsolete {train}-train is removed</source>
        <translation>Se retira el tren {train} obsoleto de {company}</translation>
    </message>
    <message>
        <source>{company} discards {train} to the open market</source>
        <translation>{company} descarta {train} al mercado</translation>
    </message>
    <message>
        <source>{player} is bankrupt</source>
        <translation>{player} está en bancarrota</translation>
    </message>
    <message>
        <source>{company} asks {player} to sell minor {minor}</source>
        <translation>{company} pide a {player} que le venda la menor {minor}</translation>
    </message>
    <message>
        <source>{company} acquires minor {minor}</source>
        <translation>{company} adquiere la menor {minor}</translation>
    </message>
    <message>
        <source>{company} already has a Pullman car: {minor}&apos;s is removed</source>
        <translation>{company} ya tiene un coche Pullman: se retira el de {minor}</translation>
    </message>
    <message>
        <source>{company} takes minor {minor} from the bid boxes</source>
        <translation>{company} toma la menor {minor} de las casillas de puja</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elección</translation>
    </message>
    <message>
        <source>{player} counts double cash for the order</source>
        <translation>El dinero de {player} cuenta doble para el orden de turno</translation>
    </message>
    <message>
        <source>{company} places a builder cube in {hex}</source>
        <translation>{company} coloca un cubo de obras en {hex}</translation>
    </message>
    <message>
        <source>{company} places its destination token in {hex}</source>
        <translation>{company} coloca su ficha de destino en {hex}</translation>
    </message>
    <message>
        <source>{player} starts {company} at {price}</source>
        <translation>{player} funda {company} a {price}</translation>
    </message>
    <message>
        <source>{company} floats</source>
        <translation>{company} sale a flote</translation>
    </message>
    <message>
        <source>{company} gives up {train}</source>
        <translation>{company} renuncia a {train}</translation>
    </message>
    <message>
        <source>{company} discards {train} to the pool</source>
        <translation>{company} descarta {train} al mercado</translation>
    </message>
    <message>
        <source>{company} receives {amount} of mail</source>
        <translation>{company} recibe {amount} de correo</translation>
    </message>
    <message>
        <source>The unconverted concessions are removed</source>
        <translation>Se retiran las concesiones no convertidas</translation>
    </message>
    <message>
        <source>{player} takes a loan of {amount} and owes {owed}</source>
        <translation>{player} pide un préstamo de {amount} y debe {owed}</translation>
    </message>
    <message>
        <source>{player} repays {amount} of a loan</source>
        <translation>{player} devuelve {amount} de un préstamo</translation>
    </message>
    <message>
        <source>{company} takes no L-train now</source>
        <translation>{company} no toma ningún tren L ahora</translation>
    </message>
    <message>
        <source>{company} takes no private company</source>
        <translation>{company} no toma ninguna compañía privada</translation>
    </message>
    <message>
        <source>{company} acquires no minor</source>
        <translation>{company} no adquiere ninguna menor</translation>
    </message>
    <message>
        <source>{company} issues or redeems no shares</source>
        <translation>{company} no emite ni recompra acciones</translation>
    </message>
    <message>
        <source>P16 closed</source>
        <translation>cierre de P16</translation>
    </message>
    <message>
        <source>Minor {minor}</source>
        <translation>Menor {minor}</translation>
    </message>
    <message>
        <source>Minor {minor} – {name}</source>
        <translation>Menor {minor} – {name}</translation>
    </message>
    <message>
        <source>{card}: concession for {company} – {name}</source>
        <translation>{card}: concesión de {company} – {name}</translation>
    </message>
    <message>
        <source>{player} asks {owner} to allow a tile in {hex}</source>
        <translation>{player} pide permiso a {owner} para colocar una loseta en {hex}</translation>
    </message>
    <message>
        <source>{company} asks {owner} for {private}</source>
        <translation>{company} pide {private} a {owner}</translation>
    </message>
    <message>
        <source>{player} refuses</source>
        <translation>{player} se niega</translation>
    </message>
    <message>
        <source>{player} allows it</source>
        <translation>{player} lo permite</translation>
    </message>
    <message>
        <source>NdeM pays out {amount}</source>
        <translation>NdeM reparte {amount}</translation>
    </message>
    <message>
        <source>{company} cannot pay for P16: it closes</source>
        <translation>{company} no puede pagar P16: se cierra</translation>
    </message>
    <message>
        <source>{company} closes P16; its price falls a space</source>
        <translation>{company} cierra P16; su cotización baja una casilla</translation>
    </message>
    <message>
        <source>{company} acquires {private}</source>
        <translation>{company} adquiere {private}</translation>
    </message>
    <message>
        <source>{player} auctions the NdeM station in {hex}</source>
        <translation>{player} subasta la estación de NdeM en {hex}</translation>
    </message>
    <message>
        <source>{player} bids {price}</source>
        <translation>{player} puja {price}</translation>
    </message>
    <message>
        <source>{company} buys the NdeM station in {hex} for {price}</source>
        <translation>{company} compra la estación de NdeM en {hex} por {price}</translation>
    </message>
    <message>
        <source>{player} wins the auction</source>
        <translation>{player} gana la subasta</translation>
    </message>
    <message>
        <source>The NdeM is privatised: its shares are paid out</source>
        <translation>Se privatiza NdeM: se pagan sus acciones</translation>
    </message>
    <message>
        <source>The NdeM closes</source>
        <translation>NdeM cierra</translation>
    </message>
    <message>
        <source>{company} issues {count} shares</source>
        <translation>{company} emite acciones: {count}</translation>
    </message>
    <message>
        <source>{company} redeems {count} shares</source>
        <translation>{company} recompra acciones: {count}</translation>
    </message>
    <message>
        <source>{player} bids {price} on {card}</source>
        <translation>{player} puja {price} por {card}</translation>
    </message>
    <message>
        <source>{player} buys a {percent}% share of {company}</source>
        <translation>{player} compra una acción del {percent}% de {company}</translation>
    </message>
    <message>
        <source>{player} converts {card}: {company} starts at {price}</source>
        <translation>{player} convierte {card}: {company} empieza a {price}</translation>
    </message>
    <message>
        <source>{player} sells {percent}% of {company}</source>
        <translation>{player} vende el {percent}% de {company}</translation>
    </message>
    <message>
        <source>{player} wins {card} for {price}</source>
        <translation>{player} gana {card} por {price}</translation>
    </message>
    <message>
        <source>{player} starts minor {minor} at {price}</source>
        <translation>{player} funda la menor {minor} a {price}</translation>
    </message>
    <message>
        <source>Minor {minor} is removed</source>
        <translation>Se retira la menor {minor}</translation>
    </message>
    <message>
        <source>{company} lays tile {tile} in {hex} with {powers}</source>
        <translation>{company} coloca la loseta {tile} en {hex} con {powers}</translation>
    </message>
    <message>
        <source>{company}&apos;s stations in {hex} merge: {count} back to its charter</source>
        <translation>Las estaciones de {company} en {hex} se fusionan; fichas devueltas a su carta: {count}</translation>
    </message>
    <message>
        <source>{company} places a station in {hex}</source>
        <translation>{company} coloca una estación en {hex}</translation>
    </message>
    <message>
        <source>{company} buys {train} for {price}</source>
        <translation>{company} compra {train} por {price}</translation>
    </message>
    <message>
        <source>{company} flips an L-train to a 2-train</source>
        <translation>{company} da la vuelta a un tren L y lo convierte en tren 2</translation>
    </message>
    <message>
        <source>{company} buys {private} from {seller} for {price}</source>
        <translation>{company} compra {private} a {seller} por {price}</translation>
    </message>
    <message>
        <source>{player} trades a 5% NdM for a 10% paying {price}</source>
        <translation>{player} cambia una acción del 5% de NdM por una del 10% pagando {price}</translation>
    </message>
    <message>
        <source>{company} lays the Copper Canyon tile for {price}</source>
        <translation>{company} coloca la loseta de Copper Canyon por {price}</translation>
    </message>
    <message>
        <source>{private} closes</source>
        <translation>{private} cierra</translation>
    </message>
    <message>
        <source>Minor {minor} closes</source>
        <translation>La menor {minor} cierra</translation>
    </message>
    <message>
        <source>all shares held by players at the end of the stock round</source>
        <translation>todas las acciones en manos de los jugadores al final de la ronda de bolsa</translation>
    </message>
    <message>
        <source>No company merges into NdM; certificate limits rise by one</source>
        <translation>Ninguna compañía se fusiona con NdM; el límite de certificados sube en uno</translation>
    </message>
    <message>
        <source>{company} merges into NdM</source>
        <translation>{company} se fusiona con NdM</translation>
    </message>
    <message>
        <source>{player} receives {amount} for {percent}% of {company}</source>
        <translation>{player} recibe {amount} por el {percent}% de {company}</translation>
    </message>
    <message>
        <source>NdM takes over the station in {hex}</source>
        <translation>NdM se queda con la estación de {hex}</translation>
    </message>
    <message>
        <source>MCAR now costs {price}</source>
        <translation>MCAR cuesta ahora {price}</translation>
    </message>
    <message>
        <source>{player} must take MCAR</source>
        <translation>{player} debe quedarse con MCAR</translation>
    </message>
    <message>
        <source>{company} receives {amount} for the mail contract</source>
        <translation>{company} recibe {amount} por el contrato de correo</translation>
    </message>
</context>
</TS>
