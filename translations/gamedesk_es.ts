<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ActionPanel</name>
    <message>
        <source>{round}: {names} to act</source>
        <translation>{round}: le toca a {names}</translation>
    </message>
    <message>
        <source>({players} decides)</source>
        <translation>(decide {players})</translation>
    </message>
    <message>
        <source>The game is over ({reason}).</source>
        <translation>La partida ha terminado ({reason}).</translation>
    </message>
    <message>
        <source>Finding the best routes… This network is large. Stop takes the best routes found so far.</source>
        <translation>Buscando las mejores rutas… La red es grande. Parar toma las mejores rutas encontradas hasta ahora.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Station hex (type it, Enter):</source>
        <translation>Hexágono de la estación (escríbelo, Intro):</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vender</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Ofrecer</translation>
    </message>
    <message>
        <source>{verb} for {price}</source>
        <translation>{verb} por {price}</translation>
    </message>
    <message>
        <source>from {low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Fundar</translation>
    </message>
    <message>
        <source>Click a highlighted hex on the map ({count}: {hexes}), pick a tile in the tray, turn it with R or another click, then confirm.</source>
        <translation>Haz clic en un hexágono resaltado del mapa ({count}: {hexes}), elige una loseta de la bandeja, gírala con R o con otro clic y confirma.</translation>
    </message>
    <message>
        <source>A builder cube is offered on the hexes that take one.</source>
        <translation>En los hexágonos que lo admiten se ofrece un cubo de obras.</translation>
    </message>
    <message>
        <source>Hex (type it, Enter):</source>
        <translation>Hexágono (escríbelo, Intro):</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop (type it, Enter):</source>
        <translation>Parada (escríbela, Intro):</translation>
    </message>
    <message>
        <source>{player} to answer an offer</source>
        <translation>{player} debe responder a una oferta</translation>
    </message>
    <message>
        <source>{player} refused: {offer}</source>
        <translation>{player} rechazó: {offer}</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <source>Private companies for sale</source>
        <translation>Compañías privadas en venta</translation>
    </message>
    <message>
        <source>Buy a private company</source>
        <translation>Comprar una compañía privada</translation>
    </message>
    <message>
        <source>Sell a private company</source>
        <translation>Vender una compañía privada</translation>
    </message>
    <message>
        <source>Start a corporation (par)</source>
        <translation>Fundar una compañía (valor par)</translation>
    </message>
    <message>
        <source>Buy shares</source>
        <translation>Comprar acciones</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>Vender acciones</translation>
    </message>
    <message>
        <source>Lay track</source>
        <translation>Construir vías</translation>
    </message>
    <message>
        <source>Place a station</source>
        <translation>Colocar una estación</translation>
    </message>
    <message>
        <source>Run trains</source>
        <translation>Hacer circular los trenes</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Buy a train</source>
        <translation>Comprar un tren</translation>
    </message>
    <message>
        <source>Discard a train (over the limit)</source>
        <translation>Descartar un tren (por encima del límite)</translation>
    </message>
    <message>
        <source>Merger</source>
        <translation>Fusión</translation>
    </message>
    <message>
        <source>Choose a station</source>
        <translation>Elegir una estación</translation>
    </message>
    <message>
        <source>Bankruptcy</source>
        <translation>Bancarrota</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Buy another company&apos;s station</source>
        <translation>Comprar la estación de otra compañía</translation>
    </message>
    <message>
        <source>Bid for a treasury share</source>
        <translation>Pujar por una acción de la tesorería</translation>
    </message>
    <message>
        <source>A private company&apos;s station</source>
        <translation>Estación de una compañía privada</translation>
    </message>
    <message>
        <source>Trade in a private company</source>
        <translation>Canjear una compañía privada</translation>
    </message>
    <message>
        <source>Take back a bid</source>
        <translation>Retirar una puja</translation>
    </message>
    <message>
        <source>Protect the share price</source>
        <translation>Proteger la cotización</translation>
    </message>
    <message>
        <source>Redeem shares</source>
        <translation>Recomprar acciones</translation>
    </message>
    <message>
        <source>bids: {bids}</source>
        <translation>pujas: {bids}</translation>
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
        <source>Done laying track</source>
        <translation>Fin de la construcción de vías</translation>
    </message>
    <message>
        <source>No station</source>
        <translation>Ninguna estación</translation>
    </message>
    <message>
        <source>Run no trains</source>
        <translation>No hacer circular trenes</translation>
    </message>
    <message>
        <source>Buy no more trains</source>
        <translation>No comprar más trenes</translation>
    </message>
    <message>
        <source>Buy no private company</source>
        <translation>No comprar compañía privada</translation>
    </message>
    <message>
        <source>Keep the trains</source>
        <translation>Quedarse con los trenes</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>No Done button: {reason}</source>
        <translation>Sin botón de Hecho: {reason}</translation>
    </message>
    <message>
        <source>Rule: {note}</source>
        <translation>Regla: {note}</translation>
    </message>
    <message>
        <source>Buy {company} – {name} for {price}</source>
        <translation>Comprar {company} – {name} por {price}</translation>
    </message>
    <message>
        <source>{company} – {name} (face {price})</source>
        <translation>{company} – {name} (valor facial {price})</translation>
    </message>
    <message>
        <source>Buy {percent}% of {company} from {source} (president&apos;s certificate) · price {price}</source>
        <translation>Comprar el {percent}% de {company} en {source} (certificado de presidente) · precio {price}</translation>
    </message>
    <message>
        <source>Buy {percent}% of {company} from {source} · price {price}</source>
        <translation>Comprar el {percent}% de {company} en {source} · precio {price}</translation>
    </message>
    <message>
        <source>{seller}: sell {percent}% of {company} · price {price}</source>
        <translation>{seller}: vender el {percent}% de {company} · precio {price}</translation>
    </message>
    <message>
        <source>{buyer}: buy {company} from {seller}</source>
        <translation>{buyer}: comprar {company} a {seller}</translation>
    </message>
    <message>
        <source>Sell {company} to {buyer}</source>
        <translation>Vender {company} a {buyer}</translation>
    </message>
    <message>
        <source>Pay out{amount} to shareholders</source>
        <translation>Repartir{amount} entre los accionistas</translation>
    </message>
    <message>
        <source>Withhold{amount} in the treasury</source>
        <translation>Retener{amount} en la tesorería</translation>
    </message>
    <message>
        <source>the depot</source>
        <translation>la banca</translation>
    </message>
    <message>
        <source>the bank pool</source>
        <translation>el mercado de la banca</translation>
    </message>
    <message>
        <source>Train {train} from {seller}</source>
        <translation>Tren {train} de {seller}</translation>
    </message>
    <message>
        <source>Discard train {train}</source>
        <translation>Descartar el tren {train}</translation>
    </message>
    <message>
        <source>{company}: merge with {other}</source>
        <translation>{company}: fusionarse con {other}</translation>
    </message>
    <message>
        <source>{player}: declare bankruptcy</source>
        <translation>{player}: declararse en bancarrota</translation>
    </message>
    <message>
        <source>, city {number} of {count}</source>
        <translation>, ciudad {number} de {count}</translation>
    </message>
    <message>
        <source>Station in {place}{which} · {price}</source>
        <translation>Estación en {place}{which} · {price}</translation>
    </message>
    <message>
        <source>train {train}: {stops} = {revenue}</source>
        <translation>tren {train}: {stops} = {revenue}</translation>
    </message>
    <message>
        <source>no route</source>
        <translation>sin ruta</translation>
    </message>
    <message>
        <source>no train has a route</source>
        <translation>ningún tren tiene ruta</translation>
    </message>
    <message>
        <source>total {amount}</source>
        <translation>total {amount}</translation>
    </message>
</context>
<context>
    <name>BoardTabs</name>
    <message>
        <source>This map is a reconstruction from the rulebook text, not the printed map of the game.</source>
        <translation>Este mapa es una reconstrucción a partir del texto del reglamento, no el mapa impreso del juego.</translation>
    </message>
    <message>
        <source>Map (reconstruction)</source>
        <translation>Mapa (reconstrucción)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation>Mercado de acciones</translation>
    </message>
</context>
<context>
    <name>Charters</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin fundar</translation>
    </message>
    <message>
        <source>floated</source>
        <translation>a flote</translation>
    </message>
    <message>
        <source>not floated</source>
        <translation>sin salir a flote</translation>
    </message>
    <message>
        <source>has operated this round</source>
        <translation>ya ha operado en esta ronda</translation>
    </message>
    <message>
        <source>IPO {percent}%</source>
        <translation>oferta inicial {percent}%</translation>
    </message>
    <message>
        <source>market {percent}%</source>
        <translation>mercado {percent}%</translation>
    </message>
    <message>
        <source>none</source>
        <comment>privates</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>president {president} · par {par} · price {price}&lt;br&gt;treasury &lt;b&gt;{treasury}&lt;/b&gt; · trains {trains} · tokens left {left}/{tokens}&lt;br&gt;shares: {holders}&lt;br&gt;privates: {privates}</source>
        <translation>presidente {president} · valor par {par} · cotización {price}&lt;br&gt;tesorería &lt;b&gt;{treasury}&lt;/b&gt; · trenes {trains} · estaciones restantes {left}/{tokens}&lt;br&gt;acciones: {holders}&lt;br&gt;privadas: {privates}</translation>
    </message>
    <message>
        <source>not sold</source>
        <translation>sin vender</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>menor</translation>
    </message>
    <message>
        <source>owner {owner} · treasury &lt;b&gt;{treasury}&lt;/b&gt; · trains {trains} · tokens left {left}</source>
        <translation>propietario {owner} · tesorería &lt;b&gt;{treasury}&lt;/b&gt; · trenes {trains} · estaciones restantes {left}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>sin vender</translation>
    </message>
    <message>
        <source>revenue {amount}</source>
        <translation>ingresos {amount}</translation>
    </message>
    <message>
        <source>Operating order:</source>
        <translation>Orden de operación:</translation>
    </message>
    <message>
        <source>Corporations</source>
        <translation>Compañías</translation>
    </message>
    <message>
        <source>Minors</source>
        <translation>Menores</translation>
    </message>
    <message>
        <source>Private companies</source>
        <translation>Compañías privadas</translation>
    </message>
    <message>
        <source>Bid boxes</source>
        <translation>Casillas de puja</translation>
    </message>
    <message>
        <source>Next {pile}:</source>
        <translation>Siguiente {pile}:</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>sin puja</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Net worth</source>
        <translation>Patrimonio</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Share prices</source>
        <translation>Cotizaciones</translation>
    </message>
</context>
<context>
    <name>ComputerSeats</name>
    <message>
        <source>Easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Te toca jugar.</translation>
    </message>
    <message>
        <source>They wait while you look at an earlier point.</source>
        <translation>Esperan mientras miras un momento anterior de la partida.</translation>
    </message>
    <message>
        <source>Computers: {seats}. {state}</source>
        <translation>Ordenadores: {seats}. {state}</translation>
    </message>
    <message>
        <source>Stopped: {name} is to act (or play it by hand).</source>
        <translation>Detenidos: le toca a {name} (o juega su turno a mano).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{error}. The computers are stopped; play on by hand.</source>
        <translation>{error}. Los ordenadores se han detenido; sigue jugando a mano.</translation>
    </message>
    <message>
        <source>The computer player failed</source>
        <translation>Ha fallado un jugador del ordenador</translation>
    </message>
    <message>
        <source>Play until my turn</source>
        <translation>Jugar hasta mi turno</translation>
    </message>
    <message>
        <source>The computer seats play on until a person must decide.</source>
        <translation>Los ordenadores siguen jugando hasta que una persona tenga que decidir.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>The computer seats stop; you may play their move by hand.</source>
        <translation>Los ordenadores se detienen; puedes hacer su jugada a mano.</translation>
    </message>
    <message>
        <source>The pause before each computer move, to follow it on the map.</source>
        <translation>La pausa antes de cada jugada del ordenador, para seguirla en el mapa.</translation>
    </message>
</context>
<context>
    <name>DealConsent</name>
    <message>
        <source>{seller} offers {company} to {buyer} for {price}.</source>
        <translation>{seller} ofrece {company} a {buyer} por {price}.</translation>
    </message>
    <message>
        <source>the {train}-train</source>
        <translation>el tren {train}</translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {thing} of {holder}.</source>
        <translation>{buyer} ofrece {price} por {thing} de {holder}.</translation>
    </message>
    <message>
        <source>Hand the seat to {name}</source>
        <translation>Pasa el asiento a {name}</translation>
    </message>
    <message>
        <source>{name}: agree to the deal, or refuse it?</source>
        <translation>{name}: ¿aceptas el trato o lo rechazas?</translation>
    </message>
    <message>
        <source>Agree ({name})</source>
        <translation>Aceptar ({name})</translation>
    </message>
    <message>
        <source>Refuse ({name})</source>
        <translation>Rechazar ({name})</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
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
        <source>A person plays this seat, or the computer at the level chosen.</source>
        <translation>Juega este asiento una persona, o el ordenador al nivel elegido.</translation>
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
    <name>HexInfo</name>
    <message>
        <source>building cost</source>
        <translation>coste de construcción</translation>
    </message>
    <message>
        <source>Terrain: {kinds}, cost {cost}</source>
        <translation>Terreno: {kinds}, coste {cost}</translation>
    </message>
    <message>
        <source>Printed hex ({color})</source>
        <translation>Hexágono impreso ({color})</translation>
    </message>
    <message>
        <source>Tile {tile} ({color}), rotation {rotation}</source>
        <translation>Loseta {tile} ({color}), rotación {rotation}</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Pueblo</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Off-board</source>
        <translation>Fuera del mapa</translation>
    </message>
    <message>
        <source>{place} revenue: {now} now ({by_phase})</source>
        <translation>Ingresos de {place}: {now} ahora ({by_phase})</translation>
    </message>
    <message>
        <source>{place} revenue: {revenue}</source>
        <translation>Ingresos de {place}: {revenue}</translation>
    </message>
    <message>
        <source>Label: {labels}</source>
        <translation>Etiqueta: {labels}</translation>
    </message>
    <message>
        <source>Label {label} from {color} tiles on</source>
        <translation>Etiqueta {label} desde las losetas {color}</translation>
    </message>
    <message>
        <source>Tokens: {companies}</source>
        <translation>Estaciones: {companies}</translation>
    </message>
    <message>
        <source>Home of: {companies}</source>
        <translation>Origen de: {companies}</translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <source>{number}. {action} · your worth {worth} · {reason}</source>
        <translation>{number}. {action} · tu patrimonio {worth} · {reason}</translation>
    </message>
    <message>
        <source>Tile {tile} in {place}, turned {rotation}</source>
        <translation>Loseta {tile} en {place}, girada {rotation}</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>What the Hard computer player would do here: its three best moves, what each does to your worth, and why. Plays nothing.</source>
        <translation>Lo que haría aquí el ordenador en nivel difícil: sus tres mejores jugadas, cómo cambia cada una tu patrimonio y por qué. No juega nada.</translation>
    </message>
    <message>
        <source>Thinking about {name}&apos;s move…</source>
        <translation>Pensando la jugada de {name}…</translation>
    </message>
    <message>
        <source>No hint: {error}</source>
        <translation>Sin pista: {error}</translation>
    </message>
    <message>
        <source>nothing to choose: one move only</source>
        <translation>nada que elegir: solo hay una jugada</translation>
    </message>
    <message>
        <source>Hard would play, for {name}:</source>
        <translation>En nivel difícil, para {name} se jugaría:</translation>
    </message>
</context>
<context>
    <name>Holdings</name>
    <message>
        <source>Company</source>
        <translation>Compañía</translation>
    </message>
    <message>
        <source>IPO</source>
        <translation>Oferta inicial</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cotización</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Valor par</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Tesorería</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Trenes</translation>
    </message>
    <message>
        <source>Stations left</source>
        <translation>Estaciones restantes</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Último recorrido</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>{name} (minor)</source>
        <translation>{name} (menor)</translation>
    </message>
    <message>
        <source>over!</source>
        <translation>¡excedido!</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Certificados</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>not sold yet</source>
        <translation>aún sin vender</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Privada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Private companies</source>
        <translation>Compañías privadas</translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>The game ends when</source>
        <translation>La partida termina cuando</translation>
    </message>
    <message>
        <source>The bank has no limit.</source>
        <translation>La banca no tiene límite.</translation>
    </message>
    <message>
        <source>{cash} left</source>
        <translation>quedan {cash}</translation>
    </message>
    <message>
        <source>of {start} ({share}%).</source>
        <translation>de {start} ({share}%).</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitados</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} de {total}</translation>
    </message>
    <message>
        <source>{count} in the bank pool</source>
        <translation>{count} en el mercado de la banca</translation>
    </message>
    <message>
        <source>starts phase {phase}</source>
        <translation>empieza la fase {phase}</translation>
    </message>
    <message>
        <source>rusts {trains}</source>
        <translation>oxida {trains}</translation>
    </message>
    <message>
        <source>makes {trains} obsolete</source>
        <translation>deja obsoletos {trains}</translation>
    </message>
    <message>
        <source>rusts on the first {train}</source>
        <translation>se oxida con el primer {train}</translation>
    </message>
    <message>
        <source>obsolete on the first {train}</source>
        <translation>obsoleto con el primer {train}</translation>
    </message>
    <message>
        <source>never rusts</source>
        <translation>nunca se oxida</translation>
    </message>
    <message>
        <source>next</source>
        <translation>siguiente</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Tren</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cotización</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <source>Its first purchase</source>
        <translation>Su primera compra</translation>
    </message>
    <message>
        <source>It rusts</source>
        <translation>Se oxida</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Trenes</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Starts with</source>
        <translation>Empieza con</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>ORs</source>
        <translation>ROs</translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation>Límite de trenes</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigor</translation>
    </message>
    <message>
        <source>The next train from the bank starts phase &lt;b&gt;{phase}&lt;/b&gt;.</source>
        <translation>El siguiente tren de la banca empieza la fase &lt;b&gt;{phase}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The next train from the bank starts no new phase.</source>
        <translation>El siguiente tren de la banca no empieza ninguna fase nueva.</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Fases</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Losetas restantes</translation>
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
        <translation>Info</translation>
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
    <name>MapPicker</name>
    <message>
        <source>{hex} has {count} stops: type {hex}-{stop} or another</source>
        <translation>{hex} tiene {count} paradas: escribe {hex}-{stop} u otra</translation>
    </message>
    <message>
        <source>that</source>
        <translation>eso</translation>
    </message>
    <message>
        <source>{place} is no stop on the map</source>
        <translation>{place} no es ninguna parada del mapa</translation>
    </message>
    <message>
        <source>{place} is not one of the hexes offered now</source>
        <translation>{place} no es uno de los hexágonos ofrecidos ahora</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>{title}: a reconstruction from the rulebook, not the printed map</source>
        <translation>{title}: una reconstrucción a partir del reglamento, no el mapa impreso</translation>
    </message>
    <message>
        <source>builder cubes: {count}</source>
        <translation>cubos de obras: {count}</translation>
    </message>
    <message>
        <source>closed mountain pass: no track through, no station</source>
        <translation>puerto de montaña cerrado: sin vía que lo cruce ni estación</translation>
    </message>
</context>
<context>
    <name>Market</name>
    <message>
        <source>par price</source>
        <translation>valor par</translation>
    </message>
    <message>
        <source>par price (majors and minors)</source>
        <translation>valor par (mayores y menores)</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>not counted for the certificate limit</source>
        <translation>no cuenta para el límite de certificados</translation>
    </message>
    <message>
        <source>may be held above the usual limit</source>
        <translation>se puede tener por encima del límite habitual</translation>
    </message>
    <message>
        <source>several shares may be bought at once</source>
        <translation>se pueden comprar varias acciones a la vez</translation>
    </message>
    <message>
        <source>company closes</source>
        <translation>la compañía cierra</translation>
    </message>
    <message>
        <source>blue zone</source>
        <translation>zona azul</translation>
    </message>
    <message>
        <source>Par prices: {prices}</source>
        <translation>Valores par: {prices}</translation>
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
    <name>Previews</name>
    <message>
        <source>price {price}</source>
        <translation>cotización {price}</translation>
    </message>
    <message>
        <source>(stays)</source>
        <translation>(se mantiene)</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>no permitido</translation>
    </message>
    <message>
        <source>{player} sells {percent}% → {price}</source>
        <translation>{player} vende el {percent}% → {price}</translation>
    </message>
</context>
<context>
    <name>RouteItem</name>
    <message>
        <source>Route of train {label}</source>
        <translation>Ruta del tren {label}</translation>
    </message>
</context>
<context>
    <name>RoutePanel</name>
    <message>
        <source>Best routes found:</source>
        <translation>Mejores rutas encontradas:</translation>
    </message>
    <message>
        <source>Choose a train, then click its stops on the map in order (click the last stop again to take it off).</source>
        <translation>Elige un tren y haz clic en sus paradas del mapa en orden (otro clic en la última parada la quita).</translation>
    </message>
    <message>
        <source>{train}-train</source>
        <translation>Tren {train}</translation>
    </message>
    <message>
        <source>no route</source>
        <translation>sin ruta</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>No train to run.</source>
        <translation>Ningún tren que hacer circular.</translation>
    </message>
    <message>
        <source>Total {amount}</source>
        <translation>Total {amount}</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Searching ({objective})…</source>
        <translation>Buscando ({objective})…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>Borrar todo</translation>
    </message>
    <message>
        <source>Run for {amount}</source>
        <translation>Recorrer por {amount}</translation>
    </message>
    <message>
        <source>Auto: optimal ({amount}, proven)</source>
        <translation>Automático: óptimo ({amount}, demostrado)</translation>
    </message>
    <message>
        <source>Auto: best found ({amount}; not proven: the search stopped)</source>
        <translation>Automático: el mejor encontrado ({amount}; sin demostrar: la búsqueda se detuvo)</translation>
    </message>
    <message>
        <source>Auto: most for the company</source>
        <extracomment>the Auto button for the objective the engine&apos;s suggestion does not follow</extracomment>
        <translation>Automático: lo máximo para la compañía</translation>
    </message>
    <message>
        <source>Auto: most revenue</source>
        <translation>Automático: el máximo de ingresos</translation>
    </message>
    <message>
        <source>These routes are the best found; the search stopped before a proof.</source>
        <translation>Estas rutas son las mejores encontradas; la búsqueda se detuvo antes de demostrarlo.</translation>
    </message>
</context>
<context>
    <name>RoutePlan</name>
    <message>
        <source>click the next stop</source>
        <translation>haz clic en la siguiente parada</translation>
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
    <name>TileTray</name>
    <message>
        <source>not allowed</source>
        <translation>no permitido</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>Rotate (R) ▶</source>
        <translation>Girar (R) ▶</translation>
    </message>
    <message>
        <source>The previous legal rotation</source>
        <translation>La rotación legal anterior</translation>
    </message>
    <message>
        <source>The next legal rotation (R, or click the hex again)</source>
        <translation>La siguiente rotación legal (R, u otro clic en el hexágono)</translation>
    </message>
    <message>
        <source>rotation {index} of {count}</source>
        <translation>rotación {index} de {count}</translation>
    </message>
    <message>
        <source>Tile {label}: {words}; 1 legal rotation</source>
        <translation>Loseta {label}: {words}; 1 rotación legal</translation>
    </message>
    <message>
        <source>Tile {label}: {words}; {count} legal rotations</source>
        <translation>Loseta {label}: {words}; {count} rotaciones legales</translation>
    </message>
    <message>
        <source>Tile {tile} in {place}, rotation {number} of {count} · {cost}</source>
        <translation>Loseta {tile} en {place}, rotación {number} de {count} · {cost}</translation>
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
        <source>{count} a second</source>
        <translation>{count} por segundo</translation>
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
    <message>
        <source>Main line</source>
        <extracomment>the languages offered, in their own words; English is the source and needs no file</extracomment>
        <translation>Línea principal</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>unknown rules profile {profile!r}</source>
        <extracomment>how the title&apos;s trains run and what routes earn (board run rules; the plain rules unless a title names its own)</extracomment>
        <translation>perfil de reglas desconocido {profile!r}</translation>
    </message>
    <message>
        <source>{title} takes {min} to {max} players, not {count}</source>
        <translation>{title} se juega con {min} a {max} jugadores, no con {count}</translation>
    </message>
    <message>
        <source>two players have the same id</source>
        <translation>dos jugadores tienen el mismo identificador</translation>
    </message>
    <message>
        <source>no player {player!r}</source>
        <translation>no hay ningún jugador {player!r}</translation>
    </message>
    <message>
        <source>no corporation {company!r}</source>
        <translation>no hay ninguna compañía {company!r}</translation>
    </message>
    <message>
        <source>no company {company!r}</source>
        <translation>no hay ninguna compañía {company!r}</translation>
    </message>
    <message>
        <source>no one called {ident!r}</source>
        <translation>nadie se llama {ident!r}</translation>
    </message>
    <message>
        <source>no certificate {share_id!r}</source>
        <translation>no hay ningún certificado {share_id!r}</translation>
    </message>
    <message>
        <source>{player} becomes president of {company}</source>
        <translation>{player} pasa a ser presidente de {company}</translation>
    </message>
    <message>
        <source>{company} floats and receives {amount}</source>
        <translation>{company} sale a flote y recibe {amount}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>there is no hex {hex!r} on the map</source>
        <translation>no hay ningún hexágono {hex!r} en el mapa</translation>
    </message>
    <message>
        <source>{ident!r} is not a player of this game</source>
        <translation>{ident!r} no juega esta partida</translation>
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
        <source>the bank broke</source>
        <translation>la banca se agota</translation>
    </message>
    <message>
        <source>a bankruptcy</source>
        <translation>bancarrota</translation>
    </message>
    <message>
        <source>a share price reached the top of the market</source>
        <translation>tope del mercado de acciones</translation>
    </message>
    <message>
        <source>ended by the players</source>
        <translation>terminada por los jugadores</translation>
    </message>
    <message>
        <source>nothing was sold</source>
        <translation>no se vendió nada</translation>
    </message>
    <message>
        <source>the second 8-train was bought</source>
        <translation>ha salido el segundo tren 8</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
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
        <source>minors place no stations but their home</source>
        <translation>las menores no colocan más estación que la de origen</translation>
    </message>
    <message>
        <source>{company} has no station tokens left</source>
        <translation>a {company} no le quedan fichas de estación</translation>
    </message>
    <message>
        <source>the station costs {amount}</source>
        <translation>la estación cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} places a station in {hex} for {price}</source>
        <translation>{company} coloca una estación en {hex} por {price}</translation>
    </message>
    <message>
        <source>tiles are laid before stations, routes and trains</source>
        <translation>las losetas se colocan antes que las estaciones, las rutas y los trenes</translation>
    </message>
    <message>
        <source>{company} has no tile lay left this turn</source>
        <translation>a {company} no le quedan colocaciones de loseta este turno</translation>
    </message>
    <message>
        <source>the lay costs {amount}</source>
        <translation>la colocación cuesta {amount}</translation>
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
        <source>{company} has no train {train!r}</source>
        <translation>{company} no tiene el tren {train!r}</translation>
    </message>
    <message>
        <source>train {id}: the route is worth {revenue}, not {claimed}</source>
        <translation>tren {id}: la ruta vale {revenue}, no {claimed}</translation>
    </message>
    <message>
        <source>train {id} runs twice</source>
        <translation>el tren {id} circula dos veces</translation>
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
        <source>nobody is operating</source>
        <translation>no opera nadie</translation>
    </message>
    <message>
        <source>Stock Round</source>
        <translation>Ronda de bolsa</translation>
    </message>
    <message>
        <source>{player} may still sell, and buy if not bought yet, or end the turn</source>
        <translation>{player} aún puede vender, y comprar si no ha comprado, o terminar el turno</translation>
    </message>
    <message>
        <source>{player} to act: sell, then buy at most one certificate, or pass</source>
        <translation>le toca a {player}: vender y luego comprar como mucho un certificado, o pasar</translation>
    </message>
    <message>
        <source>Done — ends your turn</source>
        <translation>Hecho — termina tu turno</translation>
    </message>
    <message>
        <source>Pass — ends your turn in this stock round; the round ends when everyone passes in a row</source>
        <translation>Pasar — termina tu turno en esta ronda de bolsa; la ronda termina cuando todos pasan seguidos</translation>
    </message>
    <message>
        <source>only one purchase a turn, before or after all sales</source>
        <translation>solo una compra por turno, antes o después de todas las ventas</translation>
    </message>
    <message>
        <source>{company} cannot be started by you now</source>
        <translation>no puedes fundar {company} ahora</translation>
    </message>
    <message>
        <source>buy one certificate at a time</source>
        <translation>compra los certificados de uno en uno</translation>
    </message>
    <message>
        <source>you sold {company} this round and may not buy it</source>
        <translation>vendiste {company} en esta ronda y no puedes comprarla</translation>
    </message>
    <message>
        <source>{id} is not for sale</source>
        <translation>{id} no está en venta</translation>
    </message>
    <message>
        <source>{id} is a trade-in certificate and never sold</source>
        <translation>{id} es un certificado de canje y nunca se vende</translation>
    </message>
    <message>
        <source>the president&apos;s certificate is bought by starting the company</source>
        <translation>el certificado de presidente se compra al fundar la compañía</translation>
    </message>
    <message>
        <source>{company} has not been started</source>
        <translation>{company} no se ha fundado</translation>
    </message>
    <message>
        <source>{id} costs {amount}</source>
        <translation>{id} cuesta {amount}</translation>
    </message>
    <message>
        <source>sell at least one certificate</source>
        <translation>vende al menos un certificado</translation>
    </message>
    <message>
        <source>the purchase must come before or after all sales</source>
        <translation>la compra va antes o después de todas las ventas</translation>
    </message>
    <message>
        <source>{player} passes (nothing to do)</source>
        <translation>{player} pasa (no puede hacer nada)</translation>
    </message>
    <message>
        <source>{player} passes: nothing is legal for them</source>
        <translation>{player} pasa: no tiene ninguna jugada legal</translation>
    </message>
    <message>
        <source>{company} is already sold</source>
        <translation>{company} ya está vendida</translation>
    </message>
    <message>
        <source>{company} is next for sale: buy it for {price_of_cheapest}</source>
        <translation>{company} es la siguiente en venta: cómprala por {price_of_cheapest}</translation>
    </message>
    <message>
        <source>the lowest bid on {company} is {min_bid}</source>
        <translation>la puja mínima por {company} es {min_bid}</translation>
    </message>
    <message>
        <source>bid {price} is more than the {free} not already bid</source>
        <translation>la puja de {price} supera los {free} que no has pujado ya</translation>
    </message>
    <message>
        <source>{company} costs {price_of_cheapest}</source>
        <translation>{company} cuesta {price_of_cheapest}</translation>
    </message>
    <message>
        <source>not enough cash for {company}</source>
        <translation>no hay dinero suficiente para {company}</translation>
    </message>
    <message>
        <source>{player} buys {company} for {price}</source>
        <translation>{player} compra {company} por {price}</translation>
    </message>
    <message>
        <source>the lowest bid is {price}</source>
        <translation>la puja mínima es {price}</translation>
    </message>
    <message>
        <source>Auction Round</source>
        <translation>Ronda de subasta</translation>
    </message>
    <message>
        <source>{player} sets the par price of {company}</source>
        <translation>{player} fija el valor par de {company}</translation>
    </message>
    <message>
        <source>{player} raises the bid on {company} by at least {amount}, or passes</source>
        <translation>{player} sube la puja por {company} al menos {amount}, o pasa</translation>
    </message>
    <message>
        <source>{player} must take {company} now</source>
        <translation>{player} debe quedarse ahora con {company}</translation>
    </message>
    <message>
        <source>{player} buys {company}, bids on another company, or passes</source>
        <translation>{player} compra {company}, puja por otra compañía o pasa</translation>
    </message>
    <message>
        <source>Pass — leaves the auction of {company}</source>
        <translation>Pasar — abandona la subasta de {company}</translation>
    </message>
    <message>
        <source>Pass — bids nothing now; the auction ends when all but one pass in a row</source>
        <translation>Pasar — no puja ahora; la subasta termina cuando todos menos uno pasan seguidos</translation>
    </message>
    <message>
        <source>Pass — ends your turn; if everyone passes in a row the companies stay unsold for now</source>
        <translation>Pasar — termina tu turno; si todos pasan seguidos, las compañías quedan sin vender por ahora</translation>
    </message>
    <message>
        <source>no par price is due now</source>
        <translation>ahora no toca fijar un valor par</translation>
    </message>
    <message>
        <source>set the par price first</source>
        <translation>fija primero el valor par</translation>
    </message>
    <message>
        <source>{company} is being auctioned</source>
        <translation>{company} se está subastando</translation>
    </message>
    <message>
        <source>{company} must be taken now</source>
        <translation>hay que quedarse con {company} ahora</translation>
    </message>
    <message>
        <source>the first company must be taken now</source>
        <translation>hay que quedarse con la primera compañía ahora</translation>
    </message>
    <message>
        <source>you may hold at most {max_ownership}% of {company}</source>
        <translation>puedes tener como mucho el {max_ownership}% de {company}</translation>
    </message>
    <message>
        <source>you are at your certificate limit of {cert_limit}</source>
        <translation>estás en tu límite de {cert_limit} certificados</translation>
    </message>
    <message>
        <source>sell down to your certificate limit before buying</source>
        <translation>vende hasta quedar en tu límite de certificados antes de comprar</translation>
    </message>
    <message>
        <source>sell {company} down to {max_ownership}% before passing</source>
        <translation>vende {company} hasta el {max_ownership}% antes de pasar</translation>
    </message>
    <message>
        <source>sell down to your certificate limit of {cert_limit} before passing</source>
        <translation>vende hasta tu límite de {cert_limit} certificados antes de pasar</translation>
    </message>
    <message>
        <source>{company} already has a par price</source>
        <translation>{company} ya tiene valor par</translation>
    </message>
    <message>
        <source>par must be one of {par_values}</source>
        <translation>el valor par debe ser uno de {par_values}</translation>
    </message>
    <message>
        <source>starting {company} at {price} costs {amount}</source>
        <translation>fundar {company} a {price} cuesta {amount}</translation>
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
        <source>certificates cannot be exchanged in this game</source>
        <translation>en este juego no se cambian certificados</translation>
    </message>
    <message>
        <source>{company} cannot be sold to {player} now</source>
        <translation>{company} no se puede vender a {player} ahora</translation>
    </message>
    <message>
        <source>the price is at least 1</source>
        <translation>el precio es al menos 1</translation>
    </message>
    <message>
        <source>{player} cannot pay {amount}</source>
        <translation>{player} no puede pagar {amount}</translation>
    </message>
    <message>
        <source>{player} is at the certificate limit</source>
        <translation>{player} está en el límite de certificados</translation>
    </message>
    <message>
        <source>{player} sells {company} to {buyer} for {price}</source>
        <translation>{player} vende {company} a {buyer} por {price}</translation>
    </message>
    <message>
        <source>{company} cannot be bought from its owner now</source>
        <translation>ahora no se puede comprar {company} a su propietario</translation>
    </message>
    <message>
        <source>you have only {amount}</source>
        <translation>solo tienes {amount}</translation>
    </message>
    <message>
        <source>you are at your certificate limit</source>
        <translation>estás en tu límite de certificados</translation>
    </message>
    <message>
        <source>{player} buys {company} from {seller} for {price}</source>
        <translation>{player} compra {company} a {seller} por {price}</translation>
    </message>
    <message>
        <source>you can only sell certificates you hold</source>
        <translation>solo puedes vender certificados que tengas</translation>
    </message>
    <message>
        <source>one company per sale</source>
        <translation>una compañía por venta</translation>
    </message>
    <message>
        <source>a certificate is named twice</source>
        <translation>un certificado aparece dos veces</translation>
    </message>
    <message>
        <source>the open market may hold at most 50% of a company</source>
        <translation>el mercado puede tener como mucho el 50% de una compañía</translation>
    </message>
    <message>
        <source>the change must be a certificate in the open market</source>
        <translation>el cambio debe ser un certificado del mercado</translation>
    </message>
    <message>
        <source>selling {total}% with {percent}% as change sells {sold}%</source>
        <translation>vender un {total}% con un {percent}% de cambio vende un {sold}%</translation>
    </message>
    <message>
        <source>nothing may be sold in the first stock round</source>
        <translation>en la primera ronda de bolsa no se vende nada</translation>
    </message>
    <message>
        <source>{company} has not been started: its shares cannot be sold</source>
        <translation>{company} no se ha fundado: sus acciones no se pueden vender</translation>
    </message>
    <message>
        <source>selling that would leave {company} without a president</source>
        <translation>esa venta dejaría a {company} sin presidente</translation>
    </message>
    <message>
        <source>{player} sells {percent}% of {company} for {price}</source>
        <translation>{player} vende el {percent}% de {company} por {price}</translation>
    </message>
    <message>
        <source>train {id} has no side {variant!r} to choose</source>
        <translation>el tren {id} no tiene la cara {variant!r}</translation>
    </message>
    <message>
        <source>no train {train!r}</source>
        <translation>no hay ningún tren {train!r}</translation>
    </message>
    <message>
        <source>{company} is at its train limit</source>
        <translation>{company} está en su límite de trenes</translation>
    </message>
    <message>
        <source>{id} costs between {low} and {high}</source>
        <translation>{id} cuesta entre {low} y {high}</translation>
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
        <source>{train} is obsolete and cannot be bought</source>
        <translation>{train} está obsoleto y no se puede comprar</translation>
    </message>
    <message>
        <source>the bank sells {first} before {later}</source>
        <translation>la banca vende {first} antes que {later}</translation>
    </message>
    <message>
        <source>only one train a turn from the bank in this phase</source>
        <translation>en esta fase, solo un tren de la banca por turno</translation>
    </message>
    <message>
        <source>with the president&apos;s help only the cheapest bank train may be bought</source>
        <translation>con ayuda del presidente solo se puede comprar el tren más barato de la banca</translation>
    </message>
    <message>
        <source>{train} is not for sale to {company}</source>
        <translation>{train} no está en venta para {company}</translation>
    </message>
    <message>
        <source>{company} has only {amount}</source>
        <translation>{company} solo tiene {amount}</translation>
    </message>
    <message>
        <source>with the president&apos;s help only the cheapest train</source>
        <translation>con ayuda del presidente, solo el tren más barato</translation>
    </message>
    <message>
        <source>the president must raise {amount} by selling shares first</source>
        <translation>el presidente debe reunir antes {amount} vendiendo acciones</translation>
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
        <source>{company} has no train {train_id}</source>
        <translation>{company} no tiene el tren {train_id}</translation>
    </message>
    <message>
        <source>{company} discards {train} to the open market</source>
        <translation>{company} descarta {train} al mercado</translation>
    </message>
    <message>
        <source>the president has enough cash; nothing needs selling</source>
        <translation>el presidente tiene dinero suficiente; no hace falta vender</translation>
    </message>
    <message>
        <source>selling that would hand {company} to another president</source>
        <translation>esa venta pasaría {company} a otro presidente</translation>
    </message>
    <message>
        <source>sell only what is needed to raise the money</source>
        <translation>vende solo lo necesario para reunir el dinero</translation>
    </message>
    <message>
        <source>only the president raises cash for the company</source>
        <translation>solo el presidente reúne dinero para la compañía</translation>
    </message>
    <message>
        <source>bankruptcy is only declared for a forced train purchase</source>
        <translation>la bancarrota solo se declara en una compra forzosa de tren</translation>
    </message>
    <message>
        <source>the president can pay for the train</source>
        <translation>el presidente puede pagar el tren</translation>
    </message>
    <message>
        <source>selling shares would still raise the money</source>
        <translation>vendiendo acciones aún se reuniría el dinero</translation>
    </message>
    <message>
        <source>{player} is bankrupt</source>
        <translation>{player} está en bancarrota</translation>
    </message>
    <message>
        <source>only a running minor can be acquired</source>
        <translation>solo se puede adquirir una menor en funcionamiento</translation>
    </message>
    <message>
        <source>minors are acquired from phase 2</source>
        <translation>las menores se adquieren desde la fase 2</translation>
    </message>
    <message>
        <source>not in the first operating round of either company</source>
        <translation>no en la primera ronda de operaciones de ninguna de las dos compañías</translation>
    </message>
    <message>
        <source>{company} has no route to minor {company2}</source>
        <translation>{company} no tiene ruta hasta la menor {company2}</translation>
    </message>
    <message>
        <source>neither side can pay its part</source>
        <translation>ninguna de las partes puede pagar lo suyo</translation>
    </message>
    <message>
        <source>{choice!r} is not a way both sides can pay</source>
        <translation>{choice!r} no es una forma en que ambas partes puedan pagar</translation>
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
        <source>{choice!r}: replace, exchange or remove</source>
        <translation>{choice!r}: sustituir, canjear o retirar</translation>
    </message>
    <message>
        <source>the minor&apos;s station cannot become an Exchange token</source>
        <translation>la estación de la menor no puede convertirse en ficha de canje</translation>
    </message>
    <message>
        <source>{company} has no Exchange token</source>
        <translation>{company} no tiene ficha de canje</translation>
    </message>
    <message>
        <source>with an Exchange token left, replace or exchange</source>
        <translation>si queda una ficha de canje, sustituye o canjea</translation>
    </message>
    <message>
        <source>bid-box minors are taken from phase 5</source>
        <translation>las menores de las casillas de puja se toman desde la fase 5</translation>
    </message>
    <message>
        <source>not in the major&apos;s first operating round</source>
        <translation>no en la primera ronda de operaciones de la mayor</translation>
    </message>
    <message>
        <source>a bid-box minor costs {amount}</source>
        <translation>una menor de las casillas de puja cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} has no route to the home of {company2}</source>
        <translation>{company} no tiene ruta hasta el origen de {company2}</translation>
    </message>
    <message>
        <source>{company} takes minor {minor} from the bid boxes</source>
        <translation>{company} toma la menor {minor} de las casillas de puja</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Pujas</translation>
    </message>
    <message>
        <source>Start a major</source>
        <translation>Fundar una mayor</translation>
    </message>
    <message>
        <source>Take a private company</source>
        <translation>Tomar una compañía privada</translation>
    </message>
    <message>
        <source>Sell or issue shares</source>
        <translation>Vender o emitir acciones</translation>
    </message>
    <message>
        <source>Buy or redeem shares</source>
        <translation>Comprar o recomprar acciones</translation>
    </message>
    <message>
        <source>Acquisitions</source>
        <translation>Adquisiciones</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Elección</translation>
    </message>
    <message>
        <source>NdeM privatisation: a station to auction</source>
        <translation>Privatización de NdeM: una estación a subasta</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Discard a train</source>
        <translation>Descartar un tren</translation>
    </message>
    <message>
        <source>the only choice is {choice!r}</source>
        <translation>la única opción es {choice!r}</translation>
    </message>
    <message>
        <source>{player} counts double cash for the order</source>
        <translation>El dinero de {player} cuenta doble para el orden de turno</translation>
    </message>
    <message>
        <source>{player} may count double cash for the new player order ({private})</source>
        <translation>{player} puede contar el doble de su dinero para el nuevo orden de jugadores ({private})</translation>
    </message>
    <message>
        <source>Pass — the new player order counts plain cash</source>
        <translation>Pasar — el nuevo orden de jugadores cuenta el dinero tal cual</translation>
    </message>
    <message>
        <source>there is no hex {hex}</source>
        <translation>no hay ningún hexágono {hex}</translation>
    </message>
    <message>
        <source>{hex} has no terrain cost left for a cube</source>
        <translation>a {hex} no le queda coste de terreno para un cubo</translation>
    </message>
    <message>
        <source>{company} has no route to {hex}</source>
        <translation>{company} no tiene ruta hasta {hex}</translation>
    </message>
    <message>
        <source>{company} places a builder cube in {hex}</source>
        <translation>{company} coloca un cubo de obras en {hex}</translation>
    </message>
    <message>
        <source>cubes come from the board only once the pool is empty</source>
        <translation>los cubos salen del tablero solo cuando la reserva está vacía</translation>
    </message>
    <message>
        <source>the builder-cube pool is empty: take a cube from the board</source>
        <translation>la reserva de cubos de obras está vacía: toma un cubo del tablero</translation>
    </message>
    <message>
        <source>{source} has no cube to move to {hex}</source>
        <translation>{source} no tiene ningún cubo que llevar a {hex}</translation>
    </message>
    <message>
        <source>{company} places its destination token in {hex}</source>
        <translation>{company} coloca su ficha de destino en {hex}</translation>
    </message>
    <message>
        <source>a director&apos;s certificate is bought from phase 5</source>
        <translation>el certificado de director se compra desde la fase 5</translation>
    </message>
    <message>
        <source>{company} cannot be started now</source>
        <translation>{company} no se puede fundar ahora</translation>
    </message>
    <message>
        <source>start at one of {prices}</source>
        <translation>funda a uno de {prices}</translation>
    </message>
    <message>
        <source>the director&apos;s certificate costs {amount}</source>
        <translation>el certificado de director cuesta {amount}</translation>
    </message>
    <message>
        <source>the purchase would break the certificate limit</source>
        <translation>la compra superaría el límite de certificados</translation>
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
        <source>{company} has no train {train!r} to discard</source>
        <translation>{company} no tiene el tren {train!r} para descartar</translation>
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
        <source>{company} cannot run train {train!r}</source>
        <translation>{company} no puede hacer circular el tren {train!r}</translation>
    </message>
    <message>
        <source>train {train}: the route is worth {revenue}, not {claimed}</source>
        <translation>tren {train}: la ruta vale {revenue}, no {claimed}</translation>
    </message>
    <message>
        <source>{company} receives {amount} of mail</source>
        <translation>{company} recibe {amount} de correo</translation>
    </message>
    <message>
        <source>{kind!r}: pay out, pay half or withhold</source>
        <translation>{kind!r}: repartir, repartir la mitad o retener</translation>
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
        <source>{player} owes nothing</source>
        <translation>{player} no debe nada</translation>
    </message>
    <message>
        <source>repay between $1 and {amount}</source>
        <translation>devuelve entre $1 y {amount}</translation>
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
        <source>only {player}&apos;s companies may lay a tile in {hex}</source>
        <translation>solo las compañías de {player} pueden colocar loseta en {hex}</translation>
    </message>
    <message>
        <source>the tile in {hex} must keep the track from Mexico City</source>
        <translation>la loseta de {hex} debe conservar las vías que salen de Ciudad de México</translation>
    </message>
    <message>
        <source>the tile in {hex} must run toward Mexico City</source>
        <translation>la loseta de {hex} debe ir hacia Ciudad de México</translation>
    </message>
    <message>
        <source>the tile in {hex} must join Mexico City to existing track</source>
        <translation>la loseta de {hex} debe unir Ciudad de México a vías existentes</translation>
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
        <source>{player} allows or refuses first</source>
        <translation>{player} permite o rechaza primero</translation>
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
        <source>{company} cannot close P16 now</source>
        <translation>{company} no puede cerrar P16 ahora</translation>
    </message>
    <message>
        <source>{company} closes P16; its price falls a space</source>
        <translation>{company} cierra P16; su cotización baja una casilla</translation>
    </message>
    <message>
        <source>{company} already has a Pullman car</source>
        <translation>{company} ya tiene un coche Pullman</translation>
    </message>
    <message>
        <source>{company} is not a private company</source>
        <translation>{company} no es una compañía privada</translation>
    </message>
    <message>
        <source>{company} is not owned by a player</source>
        <translation>{company} no pertenece a un jugador</translation>
    </message>
    <message>
        <source>{company} goes to majors only</source>
        <translation>{company} solo va a compañías mayores</translation>
    </message>
    <message>
        <source>{company} may be taken from phase {from_phase}</source>
        <translation>{company} se puede tomar desde la fase {from_phase}</translation>
    </message>
    <message>
        <source>{company} acquires {private}</source>
        <translation>{company} adquiere {private}</translation>
    </message>
    <message>
        <source>{player} picks the company that pays {amount}</source>
        <translation>{player} elige la compañía que paga {amount}</translation>
    </message>
    <message>
        <source>{player} may put an NdeM station up for auction, or pass</source>
        <translation>{player} puede subastar una estación de NdeM, o pasar</translation>
    </message>
    <message>
        <source>{player} bids at least {amount} for the NdeM station in {hex}</source>
        <translation>{player} puja al menos {amount} por la estación de NdeM en {hex}</translation>
    </message>
    <message>
        <source>Pass — puts no station up; the auctions end when everyone passes in a row</source>
        <translation>Pasar — no subasta ninguna estación; las subastas terminan cuando todos pasan seguidos</translation>
    </message>
    <message>
        <source>Pass — out of this auction</source>
        <translation>Pasar — sale de esta subasta</translation>
    </message>
    <message>
        <source>{player} decides now</source>
        <translation>ahora decide {player}</translation>
    </message>
    <message>
        <source>choose an NdeM station to auction, or pass</source>
        <translation>elige una estación de NdeM para subastar, o pasa</translation>
    </message>
    <message>
        <source>the NdeM has no station in {hex}</source>
        <translation>NdeM no tiene estación en {hex}</translation>
    </message>
    <message>
        <source>none of your majors may buy that station</source>
        <translation>ninguna de tus mayores puede comprar esa estación</translation>
    </message>
    <message>
        <source>{player} auctions the NdeM station in {hex}</source>
        <translation>{player} subasta la estación de NdeM en {hex}</translation>
    </message>
    <message>
        <source>the player who chose the station opens the bidding</source>
        <translation>el jugador que eligió la estación abre la puja</translation>
    </message>
    <message>
        <source>bid for the NdeM&apos;s station, or pass</source>
        <translation>puja por la estación de NdeM, o pasa</translation>
    </message>
    <message>
        <source>bid at least {amount}, in steps of {amount2}</source>
        <translation>puja al menos {amount}, de {amount2} en {amount2}</translation>
    </message>
    <message>
        <source>no company of yours has that much</source>
        <translation>ninguna de tus compañías tiene tanto</translation>
    </message>
    <message>
        <source>{player} bids {price}</source>
        <translation>{player} puja {price}</translation>
    </message>
    <message>
        <source>name a major you direct with an Exchange token and the cash</source>
        <translation>indica una mayor que dirijas con ficha de canje y el dinero</translation>
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
        <source>a major does not issue in its first turn</source>
        <translation>una mayor no emite en su primer turno</translation>
    </message>
    <message>
        <source>a company issues its own treasury shares</source>
        <translation>una compañía emite sus propias acciones de tesorería</translation>
    </message>
    <message>
        <source>the pool may hold at most 50%</source>
        <translation>el mercado puede tener como mucho el 50%</translation>
    </message>
    <message>
        <source>{company} issues {count} shares</source>
        <translation>{company} emite acciones: {count}</translation>
    </message>
    <message>
        <source>a company redeems its own pool shares</source>
        <translation>una compañía recompra sus propias acciones del mercado</translation>
    </message>
    <message>
        <source>redeeming costs {amount}</source>
        <translation>la recompra cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} redeems {count} shares</source>
        <translation>{company} recompra acciones: {count}</translation>
    </message>
    <message>
        <source>{player} may make {count} more bids this turn, or end the turn</source>
        <translation>{player} puede hacer {count} pujas más este turno, o terminar el turno</translation>
    </message>
    <message>
        <source>{player} may make {count} more bid this turn, or end the turn</source>
        <translation>{player} puede hacer {count} puja más este turno, o terminar el turno</translation>
    </message>
    <message>
        <source>{player} may still sell, or end the turn</source>
        <translation>{player} aún puede vender, o terminar el turno</translation>
    </message>
    <message>
        <source>{player} to act: sell, then buy one share, convert one concession or make up to three bids</source>
        <translation>le toca a {player}: vender y luego comprar una acción, convertir una concesión o hacer hasta tres pujas</translation>
    </message>
    <message>
        <source>Done — ends your turn after {count} of {most} bids</source>
        <translation>Hecho — termina tu turno tras {count} de {most} pujas</translation>
    </message>
    <message>
        <source>{player} bids {price} on {card}</source>
        <translation>{player} puja {price} por {card}</translation>
    </message>
    <message>
        <source>{player}&apos;s turn ends: three bids is the most a turn</source>
        <translation>termina el turno de {player}: tres pujas es el máximo por turno</translation>
    </message>
    <message>
        <source>a turn has one buy, conversion or set of bids</source>
        <translation>en un turno hay una compra, una conversión o una tanda de pujas</translation>
    </message>
    <message>
        <source>a player with a loan may not bid</source>
        <translation>un jugador con un préstamo no puede pujar</translation>
    </message>
    <message>
        <source>{company} is not in a bid box</source>
        <translation>{company} no está en una casilla de puja</translation>
    </message>
    <message>
        <source>bids are multiples of {amount}</source>
        <translation>las pujas son múltiplos de {amount}</translation>
    </message>
    <message>
        <source>the opening bid on {company} is at least {amount}</source>
        <translation>la puja inicial por {company} es al menos {amount}</translation>
    </message>
    <message>
        <source>{player} already has the highest bid on {company}</source>
        <translation>{player} ya tiene la puja más alta por {company}</translation>
    </message>
    <message>
        <source>a bid on {company} must beat {amount}</source>
        <translation>una puja por {company} debe superar {amount}</translation>
    </message>
    <message>
        <source>no bidding token is left</source>
        <translation>no queda ninguna ficha de puja</translation>
    </message>
    <message>
        <source>{player} has only {amount} not committed to other bids</source>
        <translation>{player} solo tiene {amount} sin comprometer en otras pujas</translation>
    </message>
    <message>
        <source>the bid would break the certificate limit</source>
        <translation>la puja superaría el límite de certificados</translation>
    </message>
    <message>
        <source>a player with a loan may not buy</source>
        <translation>un jugador con un préstamo no puede comprar</translation>
    </message>
    <message>
        <source>one certificate per turn</source>
        <translation>un certificado por turno</translation>
    </message>
    <message>
        <source>{player} buys a {percent}% share of {company}</source>
        <translation>{player} compra una acción del {percent}% de {company}</translation>
    </message>
    <message>
        <source>{player} sold {company} this round</source>
        <translation>{player} vendió {company} en esta ronda</translation>
    </message>
    <message>
        <source>{company} has no director yet</source>
        <translation>{company} aún no tiene director</translation>
    </message>
    <message>
        <source>{player} would hold more than 60%</source>
        <translation>{player} tendría más del 60%</translation>
    </message>
    <message>
        <source>the share costs {amount}; {amount2} is not promised to bids</source>
        <translation>la acción cuesta {amount}; {amount2} no está comprometido en pujas</translation>
    </message>
    <message>
        <source>{player} holds no concession for {company}</source>
        <translation>{player} no tiene la concesión de {company}</translation>
    </message>
    <message>
        <source>concessions convert in phases 2 to 4 only</source>
        <translation>las concesiones solo se convierten en las fases 2 a 4</translation>
    </message>
    <message>
        <source>the conversion costs {amount}</source>
        <translation>la conversión cuesta {amount}</translation>
    </message>
    <message>
        <source>{player} converts {card}: {company} starts at {price}</source>
        <translation>{player} convierte {card}: {company} empieza a {price}</translation>
    </message>
    <message>
        <source>sell before buying or bidding</source>
        <translation>vende antes de comprar o pujar</translation>
    </message>
    <message>
        <source>{company} is sold once a turn, as one block</source>
        <translation>{company} se vende una vez por turno, en un solo bloque</translation>
    </message>
    <message>
        <source>repay before buying or bidding</source>
        <translation>devuelve el préstamo antes de comprar o pujar</translation>
    </message>
    <message>
        <source>sell only your own certificates of one company</source>
        <translation>vende solo tus propios certificados de una compañía</translation>
    </message>
    <message>
        <source>minors are never sold</source>
        <translation>las menores nunca se venden</translation>
    </message>
    <message>
        <source>{company} has not operated yet</source>
        <translation>{company} aún no ha operado</translation>
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
        <source>{company} has no build left this turn</source>
        <translation>a {company} no le quedan construcciones este turno</translation>
    </message>
    <message>
        <source>a cube takes the place of a yellow tile</source>
        <translation>un cubo ocupa el lugar de una loseta amarilla</translation>
    </message>
    <message>
        <source>the terrain costs {amount}</source>
        <translation>el terreno cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} does not own {power}</source>
        <translation>{company} no tiene {power}</translation>
    </message>
    <message>
        <source>{items} cannot lay that</source>
        <translation>{items} no puede colocar eso</translation>
    </message>
    <message>
        <source>{items} cannot place a builder cube</source>
        <translation>{items} no puede colocar un cubo de obras</translation>
    </message>
    <message>
        <source>P12 and P13 replace a single town with plain track</source>
        <translation>P12 y P13 sustituyen un pueblo suelto por vía simple</translation>
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
        <source>P9 gives one upgrade or extra yellow tiles, not both</source>
        <translation>P9 da una mejora o losetas amarillas adicionales, no ambas cosas</translation>
    </message>
    <message>
        <source>P9&apos;s extra builds are used up</source>
        <translation>las construcciones adicionales de P9 están agotadas</translation>
    </message>
    <message>
        <source>a minor may not lay beyond green</source>
        <translation>una menor no puede colocar más allá del verde</translation>
    </message>
    <message>
        <source>{company} has no builder cube of {company2} left</source>
        <translation>a {company} no le queda ningún cubo de obras de {company2}</translation>
    </message>
    <message>
        <source>a minor has only its home station</source>
        <translation>una menor solo tiene su estación de origen</translation>
    </message>
    <message>
        <source>{company} has no station left</source>
        <translation>a {company} no le queda ninguna estación</translation>
    </message>
    <message>
        <source>a station costs {amount}</source>
        <translation>una estación cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} places a station in {hex}</source>
        <translation>{company} coloca una estación en {hex}</translation>
    </message>
    <message>
        <source>no L-train can be bought now</source>
        <translation>ahora no se puede comprar ningún tren L</translation>
    </message>
    <message>
        <source>the first-turn train is an L for $60</source>
        <translation>el tren del primer turno es un L por $60</translation>
    </message>
    <message>
        <source>{company} buys {train} for {price}</source>
        <translation>{company} compra {train} por {price}</translation>
    </message>
    <message>
        <source>name the certificates sold</source>
        <translation>indica los certificados vendidos</translation>
    </message>
    <message>
        <source>the company must buy the cheapest train ({amount})</source>
        <translation>la compañía debe comprar el tren más barato ({amount})</translation>
    </message>
    <message>
        <source>the director must first raise the cash</source>
        <translation>el director debe reunir antes el dinero</translation>
    </message>
    <message>
        <source>there is no train {train!r}</source>
        <translation>no hay ningún tren {train!r}</translation>
    </message>
    <message>
        <source>{company} already owns an E-train</source>
        <translation>{company} ya tiene un tren E</translation>
    </message>
    <message>
        <source>new trains are sold in order</source>
        <translation>los trenes nuevos se venden en orden</translation>
    </message>
    <message>
        <source>train {id} has no side {variant!r}</source>
        <translation>el tren {id} no tiene la cara {variant!r}</translation>
    </message>
    <message>
        <source>that train costs {amount}</source>
        <translation>ese tren cuesta {amount}</translation>
    </message>
    <message>
        <source>only an owned L-train can be flipped to a 2</source>
        <translation>solo un tren L propio puede darse la vuelta a tren 2</translation>
    </message>
    <message>
        <source>an L-train is flipped to a 2-train</source>
        <translation>un tren L se da la vuelta a tren 2</translation>
    </message>
    <message>
        <source>an L is flipped for $80 in phases 1 and 2</source>
        <translation>un L se da la vuelta por $80 en las fases 1 y 2</translation>
    </message>
    <message>
        <source>the flip costs {amount}</source>
        <translation>darle la vuelta cuesta {amount}</translation>
    </message>
    <message>
        <source>an L is flipped to its {side} side</source>
        <translation>un L se da la vuelta a su cara {side}</translation>
    </message>
    <message>
        <source>{company} flips an L-train to a 2-train</source>
        <translation>{company} da la vuelta a un tren L y lo convierte en tren 2</translation>
    </message>
    <message>
        <source>trains change companies from phase 3</source>
        <translation>los trenes cambian de compañía desde la fase 3</translation>
    </message>
    <message>
        <source>special trains are never sold</source>
        <translation>los trenes especiales nunca se venden</translation>
    </message>
    <message>
        <source>a company pays $1 up to its treasury for another&apos;s train</source>
        <translation>una compañía paga de $1 a toda su tesorería por el tren de otra</translation>
    </message>
    <message>
        <source>{private} is never sold to a company</source>
        <translation>{private} nunca se vende a una compañía</translation>
    </message>
    <message>
        <source>{company} cannot buy {company2} now</source>
        <translation>{company} no puede comprar {company2} ahora</translation>
    </message>
    <message>
        <source>{company} sells for {low} to {high}</source>
        <translation>{company} se vende por {low} a {high}</translation>
    </message>
    <message>
        <source>{company} buys {private} from {seller} for {price}</source>
        <translation>{company} compra {private} a {seller} por {price}</translation>
    </message>
    <message>
        <source>{private} closes: its train has rusted</source>
        <translation>{private} cierra: su tren se ha oxidado</translation>
    </message>
    <message>
        <source>{private} closes; its last tender is for sale in the market</source>
        <translation>{private} cierra; su último ténder queda a la venta en el mercado</translation>
    </message>
    <message>
        <source>{private} closes; {company} takes its last tender</source>
        <translation>{private} cierra; {company} se queda su último ténder</translation>
    </message>
    <message>
        <source>first the side of the Barcelona-Mataró train</source>
        <translation>primero, la cara del tren Barcelona-Mataró</translation>
    </message>
    <message>
        <source>{company} chooses the side of the Barcelona-Mataró train</source>
        <translation>{company} elige la cara del tren Barcelona-Mataró</translation>
    </message>
    <message>
        <source>no Barcelona-Mataró train is waiting for a side</source>
        <translation>ningún tren Barcelona-Mataró espera a que se elija su cara</translation>
    </message>
    <message>
        <source>the Barcelona-Mataró train is one of {sides}</source>
        <translation>el tren Barcelona-Mataró es uno de estos: {sides}</translation>
    </message>
    <message>
        <source>{private} closes; {company} takes the Barcelona-Mataró train as a {train}</source>
        <translation>{private} cierra; {company} se queda el tren Barcelona-Mataró como {train}</translation>
    </message>
    <message>
        <source>18MEX has no option {items}</source>
        <translation>18MEX no tiene la opción {items}</translation>
    </message>
    <message>
        <source>the Baja variant (O-5) is not playable yet</source>
        <translation>la variante Baja (O-5) aún no se puede jugar</translation>
    </message>
    <message>
        <source>NdM certificates are not for sale before Phase 3½</source>
        <translation>los certificados de NdM no están en venta antes de la fase 3½</translation>
    </message>
    <message>
        <source>NdM cannot be traded yet</source>
        <translation>aún no se puede canjear NdM</translation>
    </message>
    <message>
        <source>5% NdM certificates are sold one at a time</source>
        <translation>los certificados del 5% de NdM se venden de uno en uno</translation>
    </message>
    <message>
        <source>only a 5% NdM can be traded up to a 10% NdM</source>
        <translation>solo una NdM del 5% puede canjearse por una NdM del 10%</translation>
    </message>
    <message>
        <source>trade your own 5% NdM for a 10% in the open market</source>
        <translation>canjea tu propia NdM del 5% por una del 10% del mercado</translation>
    </message>
    <message>
        <source>only one purchase a turn</source>
        <translation>solo una compra por turno</translation>
    </message>
    <message>
        <source>you may hold at most 60% of NdM</source>
        <translation>puedes tener como mucho el 60% de NdM</translation>
    </message>
    <message>
        <source>the trade would take you over your certificate limit</source>
        <translation>el canje te haría superar tu límite de certificados</translation>
    </message>
    <message>
        <source>the trade costs {amount}</source>
        <translation>el canje cuesta {amount}</translation>
    </message>
    <message>
        <source>{player} trades a 5% NdM for a 10% paying {price}</source>
        <translation>{player} cambia una acción del 5% de NdM por una del 10% pagando {price}</translation>
    </message>
    <message>
        <source>minor {company} must run its best route ({top})</source>
        <translation>la menor {company} debe recorrer su mejor ruta ({top})</translation>
    </message>
    <message>
        <source>the KCM&amp;O&apos;s Copper Canyon tile is laid only in its owner&apos;s track step</source>
        <translation>la loseta de Copper Canyon de KCM&amp;O solo se coloca en el paso de vías de su propietario</translation>
    </message>
    <message>
        <source>{company} does not own the KCM&amp;O</source>
        <translation>{company} no tiene KCM&amp;O</translation>
    </message>
    <message>
        <source>the Copper Canyon tile is no longer available</source>
        <translation>la loseta de Copper Canyon ya no está disponible</translation>
    </message>
    <message>
        <source>the Copper Canyon lay costs {amount}</source>
        <translation>colocar Copper Canyon cuesta {amount}</translation>
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
        <source>{company} may merge into NdM, its president decides</source>
        <translation>{company} puede fusionarse con NdM; decide su presidente</translation>
    </message>
    <message>
        <source>NdM&apos;s president must pick a company to merge in</source>
        <translation>el presidente de NdM debe elegir una compañía que se fusione</translation>
    </message>
    <message>
        <source>Pass — {company} does not merge</source>
        <translation>Pasar — {company} no se fusiona</translation>
    </message>
    <message>
        <source>Pass — this company is declined; the next one is offered</source>
        <translation>Pasar — se rechaza esta compañía; se ofrece la siguiente</translation>
    </message>
    <message>
        <source>first decide the NdM merger</source>
        <translation>decide primero la fusión con NdM</translation>
    </message>
    <message>
        <source>{company} may only merge itself</source>
        <translation>{company} solo puede fusionarse a sí misma</translation>
    </message>
    <message>
        <source>NdM&apos;s president must pick a company</source>
        <translation>el presidente de NdM debe elegir una compañía</translation>
    </message>
    <message>
        <source>NdM&apos;s president must pick one of {names}</source>
        <translation>el presidente de NdM debe elegir una de {names}</translation>
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
        <source>NdM&apos;s president chooses which of {company}&apos;s stations it keeps</source>
        <translation>el presidente de NdM elige qué estaciones de {company} conserva</translation>
    </message>
    <message>
        <source>first choose the station NdM keeps</source>
        <translation>elige primero la estación que conserva NdM</translation>
    </message>
    <message>
        <source>choose one of {items}</source>
        <translation>elige una de {items}</translation>
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
    <message>
        <source>may buy a private from a player, at half to one and a half times its face value</source>
        <translation>puede comprar una privada a un jugador, de la mitad a una vez y media su valor nominal</translation>
    </message>
    <message>
        <source>minors never buy private companies</source>
        <translation>las menores nunca compran compañías privadas</translation>
    </message>
    <message>
        <source>Buy no private — ends {company}&apos;s turn</source>
        <translation>No comprar privada — termina el turno de {company}</translation>
    </message>
    <message>
        <source>{company} must first discard down to its train limit</source>
        <translation>{company} debe descartar antes hasta su límite de trenes</translation>
    </message>
    <message>
        <source>{company} must discard down to its train limit of {limit}</source>
        <translation>{company} debe descartar trenes hasta su límite de {limit}</translation>
    </message>
    <message>
        <source>{type} is not possible in the {name}</source>
        <translation>{type} no es posible en la {name}</translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn (waiting for {who})</source>
        <translation>no es el turno de {player} (se espera a {who})</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>is at its {step} step</source>
        <translation>está en su paso «{step}»</translation>
    </message>
    <message>
        <source>{words} — ends this step</source>
        <translation>{words} — termina este paso</translation>
    </message>
    <message>
        <source>{type} is not possible in the {id} step</source>
        <translation>{type} no es posible en el paso {id}</translation>
    </message>
    <message>
        <source>the {id} step cannot be skipped</source>
        <translation>el paso {id} no se puede saltar</translation>
    </message>
    <message>
        <source>that comes before the {step} step: too late now</source>
        <translation>eso va antes del paso {step}: ya es tarde</translation>
    </message>
    <message>
        <source>the {step} step comes first</source>
        <translation>primero va el paso {step}</translation>
    </message>
    <message>
        <source>{company} acts, not its {actor_word}</source>
        <translation>actúa {company}, no su {actor_word}</translation>
    </message>
    <message>
        <source>{type} is not possible in an operating turn</source>
        <translation>{type} no es posible en un turno de operaciones</translation>
    </message>
    <message>
        <source>that is for the {id} step, not now</source>
        <translation>eso es para el paso {id}, no para ahora</translation>
    </message>
    <message>
        <source>{company} acts, not its president</source>
        <translation>actúa {company}, no su presidente</translation>
    </message>
    <message>
        <source>{type} is not possible now ({step} step)</source>
        <translation>{type} no es posible ahora (paso {step})</translation>
    </message>
    <message>
        <source>may lay track</source>
        <translation>puede colocar vías</translation>
    </message>
    <message>
        <source>a minor lays one yellow tile</source>
        <translation>una menor coloca una loseta amarilla</translation>
    </message>
    <message>
        <source>a major lays up to two yellow tiles or one upgrade</source>
        <translation>una mayor coloca hasta dos losetas amarillas o una mejora</translation>
    </message>
    <message>
        <source>may lay track: {allowance}</source>
        <translation>puede colocar vías: {allowance}</translation>
    </message>
    <message>
        <source>Done laying track — {allowance}</source>
        <translation>Fin de vías — {allowance}</translation>
    </message>
    <message>
        <source>{company}&apos;s track is done: {allowance}</source>
        <translation>{company} ha terminado sus vías: {allowance}</translation>
    </message>
    <message>
        <source>may place a station: one a turn, in a city it reaches</source>
        <translation>puede colocar una estación: una por turno, en una ciudad a la que llegue</translation>
    </message>
    <message>
        <source>No station — goes on to running trains</source>
        <translation>Sin estación — pasa a hacer circular los trenes</translation>
    </message>
    <message>
        <source>a company places at most one station a turn</source>
        <translation>una compañía coloca como mucho una estación por turno</translation>
    </message>
    <message>
        <source>stations are placed after track, before routes</source>
        <translation>las estaciones se colocan después de las vías y antes de las rutas</translation>
    </message>
    <message>
        <source>Run nothing</source>
        <translation>No circular</translation>
    </message>
    <message>
        <source>runs its trains</source>
        <translation>hace circular sus trenes</translation>
    </message>
    <message>
        <source>must run its train on its best route</source>
        <translation>debe hacer circular su tren por su mejor ruta</translation>
    </message>
    <message>
        <source>Run no trains — earns nothing; its price moves left</source>
        <translation>No circular — no gana nada; su cotización se mueve a la izquierda</translation>
    </message>
    <message>
        <source>{company} runs nothing: it has no train</source>
        <translation>{company} no circula: no tiene tren</translation>
    </message>
    <message>
        <source>routes are run once, after track and stations</source>
        <translation>las rutas se recorren una vez, después de las vías y las estaciones</translation>
    </message>
    <message>
        <source>{company} has no train to run</source>
        <translation>{company} no tiene ningún tren que hacer circular</translation>
    </message>
    <message>
        <source>pays out or withholds</source>
        <translation>reparte o retiene</translation>
    </message>
    <message>
        <source>pays out or withholds {amount}</source>
        <translation>reparte o retiene {amount}</translation>
    </message>
    <message>
        <source>there is no revenue to distribute now</source>
        <translation>ahora no hay ingresos que repartir</translation>
    </message>
    <message>
        <source>{kind!r}: pay out or withhold; no half payouts</source>
        <translation>{kind!r}: repartir o retener; no hay medios repartos</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Fin de compras</translation>
    </message>
    <message>
        <source>may buy trains</source>
        <translation>puede comprar trenes</translation>
    </message>
    <message>
        <source>must buy a train: it has none, and its president must sell shares to pay for it</source>
        <translation>debe comprar un tren: no tiene ninguno, y su presidente debe vender acciones para pagarlo</translation>
    </message>
    <message>
        <source>must buy a train: it has none, and its president pays what the treasury lacks</source>
        <translation>debe comprar un tren: no tiene ninguno, y su presidente paga lo que falte en la tesorería</translation>
    </message>
    <message>
        <source>must buy a train: it has none and has a route</source>
        <translation>debe comprar un tren: no tiene ninguno y tiene una ruta</translation>
    </message>
    <message>
        <source>may buy trains from other companies only: one bank train a turn</source>
        <translation>solo puede comprar trenes a otras compañías: un tren de la banca por turno</translation>
    </message>
    <message>
        <source>Buy no more trains — ends the train step</source>
        <translation>No comprar más trenes — termina el paso de trenes</translation>
    </message>
    <message>
        <source>{company} buys no train: it is at its train limit</source>
        <translation>{company} no compra tren: está en su límite de trenes</translation>
    </message>
    <message>
        <source>minors never buy trains</source>
        <translation>las menores nunca compran trenes</translation>
    </message>
    <message>
        <source>trains are bought after running and paying</source>
        <translation>los trenes se compran después de recorrer rutas y repartir</translation>
    </message>
    <message>
        <source>the train purchases of this turn are over</source>
        <translation>las compras de trenes de este turno han terminado</translation>
    </message>
    <message>
        <source>decide the dividend first</source>
        <translation>decide antes los dividendos</translation>
    </message>
    <message>
        <source>{company} may buy only this train: its president helped pay</source>
        <translation>{company} solo puede comprar este tren: su presidente ayudó a pagarlo</translation>
    </message>
    <message>
        <source>{company}&apos;s train buying ends: one bank train a turn in this phase</source>
        <translation>{company} termina de comprar trenes: en esta fase, un tren de la banca por turno</translation>
    </message>
    <message>
        <source>{company}&apos;s train buying ends: it is at its train limit</source>
        <translation>{company} termina de comprar trenes: está en su límite de trenes</translation>
    </message>
    <message>
        <source>{company} has no train and must buy one</source>
        <translation>{company} no tiene tren y debe comprar uno</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>may buy a private</source>
        <translation>puede comprar una privada</translation>
    </message>
    <message>
        <source>shares are sold in stock rounds</source>
        <translation>las acciones se venden en las rondas de bolsa</translation>
    </message>
    <message>
        <source>{player} holds {certificates_of} certificates; sell down to the limit of {cert_limit} first</source>
        <translation>{player} tiene {certificates_of} certificados; vende antes hasta el límite de {cert_limit}</translation>
    </message>
    <message>
        <source>the certificates named make {named}%, not {percent}%</source>
        <translation>los certificados indicados suman el {named}%, no el {percent}%</translation>
    </message>
    <message>
        <source>{company}&apos;s director&apos;s certificate never goes to the pool, and no other player holding {percent}% or more would take it over</source>
        <translation>el certificado de director de {company} nunca va al mercado, y ningún otro jugador con el {percent}% o más se haría cargo de él</translation>
    </message>
    <message>
        <source>{player} must stay director of {company}</source>
        <translation>{player} debe seguir siendo director de {company}</translation>
    </message>
    <message>
        <source>the director already has the cash needed</source>
        <translation>el director ya tiene el dinero necesario</translation>
    </message>
    <message>
        <source>fewer shares of {company} raise the {amount} needed</source>
        <translation>menos acciones de {company} reúnen los {amount} necesarios</translation>
    </message>
    <message>
        <source>1822MX has no option {items}</source>
        <translation>1822MX no tiene la opción {items}</translation>
    </message>
    <message>
        <source>bid tokens {count}</source>
        <translation>fichas de puja {count}</translation>
    </message>
    <message>
        <source>bids {amount}</source>
        <translation>pujas {amount}</translation>
    </message>
    <message>
        <source>loan {amount}</source>
        <translation>préstamo {amount}</translation>
    </message>
    <message>
        <source>{player} allows or refuses the taking of {private}</source>
        <translation>{player} permite o rechaza que se tome {private}</translation>
    </message>
    <message>
        <source>{player} allows or refuses a tile in {hex}</source>
        <translation>{player} permite o rechaza una loseta en {hex}</translation>
    </message>
    <message>
        <source>the minor</source>
        <translation>la menor</translation>
    </message>
    <message>
        <source>{player} agrees to sell or refuses {minor}</source>
        <translation>{player} acepta vender {minor} o se niega</translation>
    </message>
    <message>
        <source>P7&apos;s double cash is declared after a stock round, and only where it changes the player order</source>
        <translation>el dinero doble de P7 se declara tras una ronda de bolsa, y solo cuando cambia el orden de los jugadores</translation>
    </message>
    <message>
        <source>no train {choice!r} to take the Pullman</source>
        <translation>no hay ningún tren {choice!r} que lleve el Pullman</translation>
    </message>
    <message>
        <source>unknown rules profile {profile!r}; use one of {PROFILES}</source>
        <translation>perfil de reglas desconocido {profile!r}; usa uno de {PROFILES}</translation>
    </message>
    <message>
        <source>tile {six} has six exits and fits {hex}: lay it instead of {name}</source>
        <translation>la loseta {six} tiene seis salidas y encaja en {hex}: colócala en lugar de {name}</translation>
    </message>
    <message>
        <source>a minor builds one yellow tile or one green upgrade</source>
        <translation>una menor construye una loseta amarilla o una mejora verde</translation>
    </message>
    <message>
        <source>a minor builds one yellow tile</source>
        <translation>una menor construye una loseta amarilla</translation>
    </message>
    <message>
        <source>each NdeM shareholder builds two yellow tiles or one upgrade</source>
        <translation>cada accionista de NdeM construye dos losetas amarillas o una mejora</translation>
    </message>
    <message>
        <source>each NdeM shareholder builds one yellow tile</source>
        <translation>cada accionista de NdeM construye una loseta amarilla</translation>
    </message>
    <message>
        <source>a major builds two yellow tiles or one upgrade</source>
        <translation>una mayor construye dos losetas amarillas o una mejora</translation>
    </message>
    <message>
        <source>a major builds one yellow tile</source>
        <translation>una mayor construye una loseta amarilla</translation>
    </message>
    <message>
        <source>may buy an L-train for $60 in its first turn</source>
        <translation>puede comprar un tren L por $60 en su primer turno</translation>
    </message>
    <message>
        <source>No L-train — the first-turn offer lapses</source>
        <translation>Sin tren L — la oferta del primer turno caduca</translation>
    </message>
    <message>
        <source>may take privates from their consenting owners</source>
        <translation>puede tomar privadas de sus propietarios, si lo consienten</translation>
    </message>
    <message>
        <source>Take no private — a skipped step cannot be taken up later</source>
        <translation>No tomar privada — un paso saltado no se puede retomar</translation>
    </message>
    <message>
        <source>may build track</source>
        <translation>puede construir vías</translation>
    </message>
    <message>
        <source>may build track: {allowance}</source>
        <translation>puede construir vías: {allowance}</translation>
    </message>
    <message>
        <source>Done building — the next NdeM shareholder builds</source>
        <translation>Fin de la construcción — construye el siguiente accionista de NdeM</translation>
    </message>
    <message>
        <source>P9&apos;s extra builds</source>
        <translation>las construcciones adicionales de P9</translation>
    </message>
    <message>
        <source>may place a station: one a turn, for $100, on its route</source>
        <translation>puede colocar una estación: una por turno, por $100, en su ruta</translation>
    </message>
    <message>
        <source>runs its trains for the highest total income</source>
        <translation>hace circular sus trenes para obtener los mayores ingresos totales</translation>
    </message>
    <message>
        <source>Run no trains — the company earns nothing this turn</source>
        <translation>No circular — la compañía no gana nada este turno</translation>
    </message>
    <message>
        <source>{company} runs nothing: no train has a route</source>
        <translation>{company} no circula: ningún tren tiene ruta</translation>
    </message>
    <message>
        <source>pays out, pays half or withholds</source>
        <translation>reparte, reparte la mitad o retiene</translation>
    </message>
    <message>
        <source>nothing to choose now</source>
        <translation>ahora no hay nada que elegir</translation>
    </message>
    <message>
        <source>there is no dividend to decide now</source>
        <translation>ahora no hay dividendos que decidir</translation>
    </message>
    <message>
        <source>no special train&apos;s income to decide apart</source>
        <translation>no hay ingresos de un tren especial que decidir aparte</translation>
    </message>
    <message>
        <source>must buy a train: it has none, and its director pays what the treasury lacks</source>
        <translation>debe comprar un tren: no tiene ninguno, y su director paga lo que falte en la tesorería</translation>
    </message>
    <message>
        <source>must buy a train: it has none</source>
        <translation>debe comprar un tren: no tiene ninguno</translation>
    </message>
    <message>
        <source>must buy a train</source>
        <translation>debe comprar un tren</translation>
    </message>
    <message>
        <source>may acquire one minor</source>
        <translation>puede adquirir una menor</translation>
    </message>
    <message>
        <source>Acquire no minor — none this turn</source>
        <translation>No adquirir menor — ninguna este turno</translation>
    </message>
    <message>
        <source>only a major acquires minors</source>
        <translation>solo una mayor adquiere menores</translation>
    </message>
    <message>
        <source>one minor a turn</source>
        <translation>una menor por turno</translation>
    </message>
    <message>
        <source>minor {company}&apos;s director refused this turn</source>
        <translation>el director de la menor {company} se negó este turno</translation>
    </message>
    <message>
        <source>{player} refused a tile in {hex} this turn</source>
        <translation>{player} rechazó una loseta en {hex} este turno</translation>
    </message>
    <message>
        <source>{private}&apos;s owner refused this turn</source>
        <translation>el dueño de {private} se negó este turno</translation>
    </message>
    <message>
        <source>finish the acquisition first</source>
        <translation>termina antes la adquisición</translation>
    </message>
    <message>
        <source>may issue or redeem one share</source>
        <translation>puede emitir o recomprar una acción</translation>
    </message>
    <message>
        <source>Done — ends {company}&apos;s turn</source>
        <translation>Hecho — termina el turno de {company}</translation>
    </message>
    <message>
        <source>{hex} is not a closed pass</source>
        <extracomment>whether any track is not of the standard gauge (gauges.py) gates still closed: their track carries nothing yet (gates.py) the run rules per profile, shared by copies (they never change) a lay read from an 18xx.games log: the checks the site makes only in live play are skipped, as the site skips them when it loads a game tiles a rule profile treats as unlimited whatever the manifest counts node -&gt; (its segments, the hexes whose tiles the search looked at)</extracomment>
        <translation>{hex} no es un paso cerrado</translation>
    </message>
    <message>
        <source>cannot lay {tile} on {hex}</source>
        <translation>no se puede colocar {tile} en {hex}</translation>
    </message>
    <message>
        <source>tile copy {tile} is not in the supply</source>
        <translation>la copia {tile} de la loseta no está en la reserva</translation>
    </message>
    <message>
        <source>no tile {tile} is left in the supply</source>
        <translation>no queda ninguna loseta {tile} en la reserva</translation>
    </message>
    <message>
        <source>{company} already has a station in {hex}</source>
        <translation>{company} ya tiene una estación en {hex}</translation>
    </message>
    <message>
        <source>no free circle in {hex}</source>
        <translation>no hay ningún círculo libre en {hex}</translation>
    </message>
    <message>
        <source>circle {slot} of {hex} is not free</source>
        <translation>el círculo {slot} de {hex} no está libre</translation>
    </message>
    <message>
        <source>{company} has no station in {hex}</source>
        <translation>{company} no tiene estación en {hex}</translation>
    </message>
    <message>
        <source>no tile {tile_id} with city {city_id} is on the map</source>
        <translation>no hay en el mapa ninguna loseta {tile_id} con la ciudad {city_id}</translation>
    </message>
    <message>
        <source>tile {tile_id} in {coord} has no city {index}</source>
        <translation>la loseta {tile_id} de {coord} no tiene la ciudad {index}</translation>
    </message>
    <message>
        <source>{hex} has no city {index}</source>
        <translation>{hex} no tiene la ciudad {index}</translation>
    </message>
    <message>
        <source>no train type {train!r}</source>
        <translation>no hay ningún tipo de tren {train!r}</translation>
    </message>
    <message>
        <source>not a stop: {text!r}</source>
        <extracomment>path ends that track continues through (every other end is a stop)</extracomment>
        <translation>no es una parada: {text!r}</translation>
    </message>
    <message>
        <source>route {number} ({train}): {reason}</source>
        <extracomment>income to the treasury, not in `revenue`: contracts (1822MX mail, R-122), mines and harbours (stop_pay.py), bonuses&apos; treasury parts (route_bonuses.py) (id of the board, its `tiles_epoch`) when the route was built from that board&apos;s own track segments: while the tiles are the same, its track need not be walked again to be checked (R-165); () for a route read from elsewhere (company, why the stops do not suit the train or None: R-171) as found when it was built for that company with no extras; NOT_FOUND if not then</extracomment>
        <translation>ruta {number} ({train}): {reason}</translation>
    </message>
    <message>
        <source>a route needs at least two stops</source>
        <translation>una ruta necesita al menos dos paradas</translation>
    </message>
    <message>
        <source>a route may not visit a stop twice</source>
        <translation>una ruta no puede visitar dos veces la misma parada</translation>
    </message>
    <message>
        <source>a route may visit only one stop of each location group</source>
        <translation>una ruta solo puede visitar una parada de cada grupo de lugares</translation>
    </message>
    <message>
        <source>the track does not join the stops</source>
        <translation>las vías no unen las paradas</translation>
    </message>
    <message>
        <source>there is no stop {stop}</source>
        <translation>no hay ninguna parada {stop}</translation>
    </message>
    <message>
        <source>the pass in {hex} is not open</source>
        <translation>el paso de {hex} no está abierto</translation>
    </message>
    <message>
        <source>no track joins {start} and {end} that way</source>
        <translation>ninguna vía une {start} y {end} por ahí</translation>
    </message>
    <message>
        <source>a route may not pass through {hex}</source>
        <translation>una ruta no puede atravesar {hex}</translation>
    </message>
    <message>
        <source>a route may not pass through the red area {hex}</source>
        <translation>una ruta no puede atravesar la zona roja {hex}</translation>
    </message>
    <message>
        <source>{stop} is blocked for {company}</source>
        <translation>{stop} está bloqueada para {company}</translation>
    </message>
    <message>
        <source>the route includes no station of {company}</source>
        <translation>la ruta no incluye ninguna estación de {company}</translation>
    </message>
    <message>
        <source>the route uses track in {hex} twice</source>
        <translation>la ruta usa dos veces las vías de {hex}</translation>
    </message>
    <message>
        <source>{special} has no tile-laying ability</source>
        <translation>{special} no tiene la capacidad de colocar losetas</translation>
    </message>
    <message>
        <source>there is no hex {coord}</source>
        <translation>no hay ningún hexágono {coord}</translation>
    </message>
    <message>
        <source>there is no tile {tile}</source>
        <translation>no hay ninguna loseta {tile}</translation>
    </message>
    <message>
        <source>{private} cannot lay tile {tile} in {hex}</source>
        <translation>{private} no puede colocar la loseta {tile} en {hex}</translation>
    </message>
    <message>
        <source>{hex} already has a port</source>
        <translation>{hex} ya tiene un puerto</translation>
    </message>
    <message>
        <source>tile {tile} at rotation {rotation} has track off the map</source>
        <translation>la loseta {tile} con la rotación {rotation} tiene vías que salen del mapa</translation>
    </message>
    <message>
        <source>{coord} takes only its own double-hex tiles</source>
        <translation>{coord} solo admite sus propias losetas de doble hexágono</translation>
    </message>
    <message>
        <source>tile {tile} is laid only at rotation {rotation}</source>
        <translation>la loseta {tile} solo se coloca con la rotación {rotation}</translation>
    </message>
    <message>
        <source>{color} tiles are not available in this phase</source>
        <translation>las losetas de color {color} no están disponibles en esta fase</translation>
    </message>
    <message>
        <source>tile {tile} can never be replaced</source>
        <translation>la loseta {tile} nunca se puede sustituir</translation>
    </message>
    <message>
        <source>a {color} tile cannot be laid on {hex} ({old_color})</source>
        <translation>una loseta de color {color} no se puede colocar en {hex} ({old_color})</translation>
    </message>
    <message>
        <source>{private} replaces only a single town with plain track</source>
        <translation>{private} solo sustituye un pueblo suelto por vía simple</translation>
    </message>
    <message>
        <source>no yellow lay is allowed now</source>
        <translation>ahora no se permite colocar losetas amarillas</translation>
    </message>
    <message>
        <source>no upgrade is allowed now</source>
        <translation>ahora no se permite ninguna mejora</translation>
    </message>
    <message>
        <source>tile {tile} is laid only with {private}&apos;s ability</source>
        <translation>la loseta {tile} solo se coloca con la capacidad de {private}</translation>
    </message>
    <message>
        <source>no label</source>
        <translation>sin letra</translation>
    </message>
    <message>
        <source>tile {tile} does not fit {hex} ({labels})</source>
        <translation>la loseta {tile} no encaja en {hex} ({labels})</translation>
    </message>
    <message>
        <source>tile {tile} must keep the towns of {old_tile}</source>
        <translation>la loseta {tile} debe conservar los pueblos de {old_tile}</translation>
    </message>
    <message>
        <source>tile {tile} must keep the cities of {old_tile}</source>
        <translation>la loseta {tile} debe conservar las ciudades de {old_tile}</translation>
    </message>
    <message>
        <source>tile {tile} has fewer token circles than {old_tile}</source>
        <translation>la loseta {tile} tiene menos círculos para fichas que {old_tile}</translation>
    </message>
    <message>
        <source>tile {tile} at rotation {rotation} has track off the map or against an impassable side</source>
        <translation>la loseta {tile} con la rotación {rotation} tiene vías que salen del mapa o dan a un lado infranqueable</translation>
    </message>
    <message>
        <source>tile {tile} at rotation {rotation} does not keep the existing track</source>
        <translation>la loseta {tile} con la rotación {rotation} no conserva las vías existentes</translation>
    </message>
    <message>
        <source>tile {tile} at rotation {rotation} does not join the town&apos;s track</source>
        <translation>la loseta {tile} con la rotación {rotation} no se une a las vías del pueblo</translation>
    </message>
    <message>
        <source>tile {tile} at rotation {rotation} does not keep the connections of its cities and towns</source>
        <translation>la loseta {tile} con la rotación {rotation} no conserva las conexiones de sus ciudades y pueblos</translation>
    </message>
    <message>
        <source>the new tile is not connected to a station of {company}</source>
        <translation>la nueva loseta no está conectada con ninguna estación de {company}</translation>
    </message>
    <message>
        <source>the new tile adds no track that a station of {company} reaches</source>
        <translation>la nueva loseta no añade ninguna vía a la que llegue una estación de {company}</translation>
    </message>
    <message>
        <source>the new tile must add track the company can use</source>
        <translation>la nueva loseta debe añadir vías que la compañía pueda usar</translation>
    </message>
    <message>
        <source>the new tile must be a city tile or add track the company can use</source>
        <translation>la nueva loseta debe ser de ciudad o añadir vías que la compañía pueda usar</translation>
    </message>
    <message>
        <source>this is an earlier point of the game: choose Play on from here to play a different move from it</source>
        <translation>este es un momento anterior de la partida: elige «Seguir jugando desde aquí» para hacer otra jugada desde él</translation>
    </message>
    <message>
        <source>NdM merger</source>
        <translation>Fusión con NdM</translation>
    </message>
    <message>
        <source>NdM merger: choose a station</source>
        <translation>Fusión con NdM: elegir una estación</translation>
    </message>
    <message>
        <source>Decline the merger</source>
        <translation>Rechazar la fusión</translation>
    </message>
    <message>
        <source>{company}: merge into NdM</source>
        <translation>{company}: fusionarse con NdM</translation>
    </message>
    <message>
        <source>NdM: take over {company}</source>
        <translation>NdM: absorber {company}</translation>
    </message>
    <message>
        <source>Keep the station in {hex} (city {city})</source>
        <translation>Conservar la estación de {hex} (ciudad {city})</translation>
    </message>
    <message>
        <source>Decline this company</source>
        <translation>Rechazar esta compañía</translation>
    </message>
    <message>
        <source>{card} – {name}</source>
        <translation>{card} – {name}</translation>
    </message>
    <message>
        <source>high bid {price} by {player}</source>
        <translation>puja más alta {price} de {player}</translation>
    </message>
    <message>
        <source>opens at {price}</source>
        <translation>se abre en {price}</translation>
    </message>
    <message>
        <source>{player}: bid for the NdeM station in {hex} ({state})</source>
        <translation>{player}: pujar por la estación de NdeM en {hex} ({state})</translation>
    </message>
    <message>
        <source>no bid yet, opens at {price}</source>
        <translation>sin pujas aún, se abre en {price}</translation>
    </message>
    <message>
        <source>{card} ({state})</source>
        <translation>{card} ({state})</translation>
    </message>
    <message>
        <source>{price} a share (pay {cost})</source>
        <translation>{price} por acción (pagas {cost})</translation>
    </message>
    <message>
        <source>{player}: repay {amount} of the {owed} loan</source>
        <translation>{player}: devolver {amount} del préstamo de {owed}</translation>
    </message>
    <message>
        <source>{player}: count my cash double for the player order (P7)</source>
        <translation>{player}: contar mi dinero doble para el orden de los jugadores (P7)</translation>
    </message>
    <message>
        <source>{company}: a builder cube on {hex}, taken from {source}</source>
        <translation>{company}: un cubo de obras en {hex}, tomado de {source}</translation>
    </message>
    <message>
        <source>{company}: a builder cube on {hex}</source>
        <translation>{company}: un cubo de obras en {hex}</translation>
    </message>
    <message>
        <source>{company}: take {card} from its owner</source>
        <translation>{company}: tomar {card} de su propietario</translation>
    </message>
    <message>
        <source>Pay {price} from {company}&apos;s treasury for the station in {hex}</source>
        <translation>Pagar {price} de la tesorería de {company} por la estación de {hex}</translation>
    </message>
    <message>
        <source>{company}: take minor {minor} from the bid boxes for {price}</source>
        <translation>{company}: tomar la menor {minor} de las casillas de puja por {price}</translation>
    </message>
    <message>
        <source>{company}: acquire minor {minor} (worth {price})</source>
        <translation>{company}: adquirir la menor {minor} (vale {price})</translation>
    </message>
    <message>
        <source>{company}: close P16 (its price falls a space)</source>
        <translation>{company}: cerrar P16 (su cotización baja una casilla)</translation>
    </message>
    <message>
        <source>Decide the {train}-train&apos;s {amount} apart: pay out</source>
        <translation>Decidir aparte los {amount} del tren {train}: repartir</translation>
    </message>
    <message>
        <source>Decide the {train}-train&apos;s {amount} apart: withhold</source>
        <translation>Decidir aparte los {amount} del tren {train}: retener</translation>
    </message>
    <message>
        <source>Put the Pullman on the {train}-train</source>
        <translation>Poner el Pullman en el tren {train}</translation>
    </message>
    <message>
        <source>{player}: allow {company} to take {card}</source>
        <translation>{player}: permitir que {company} tome {card}</translation>
    </message>
    <message>
        <source>{player}: refuse {company} to take {card}</source>
        <translation>{player}: no permitir que {company} tome {card}</translation>
    </message>
    <message>
        <source>{player}: keep minor {minor}</source>
        <translation>{player}: quedarse con la menor {minor}</translation>
    </message>
    <message>
        <source>{player}: sell minor {minor} to {company} for {terms}</source>
        <translation>{player}: vender la menor {minor} a {company} por {terms}</translation>
    </message>
    <message>
        <source>{player}: allow {company}&apos;s tile {tile} in {hex}</source>
        <translation>{player}: permitir la loseta {tile} de {company} en {hex}</translation>
    </message>
    <message>
        <source>{player}: refuse {company}&apos;s tile {tile} in {hex}</source>
        <translation>{player}: rechazar la loseta {tile} de {company} en {hex}</translation>
    </message>
    <message>
        <source>{count} {company} shares</source>
        <translation>{count} acciones de {company}</translation>
    </message>
    <message>
        <source>{count} {company} share</source>
        <translation>{count} acción de {company}</translation>
    </message>
    <message>
        <source>{count} shares</source>
        <translation>{count} acciones</translation>
    </message>
    <message>
        <source>{count} share</source>
        <translation>{count} acción</translation>
    </message>
    <message>
        <source>Minor {minor}: pay the bank {price}</source>
        <translation>Menor {minor}: pagar {price} a la banca</translation>
    </message>
    <message>
        <source>Minor {minor}: {shares}, {player} pays {price}</source>
        <translation>Menor {minor}: {shares}, {player} paga {price}</translation>
    </message>
    <message>
        <source>Minor {minor}: {shares} and {cash} to {player}</source>
        <translation>Menor {minor}: {shares} y {cash} para {player}</translation>
    </message>
    <message>
        <source>Minor {minor}: {payment} to {player}</source>
        <translation>Menor {minor}: {payment} para {player}</translation>
    </message>
    <message>
        <source>{shares}, paying {price}</source>
        <translation>{shares}, pagando {price}</translation>
    </message>
    <message>
        <source>{shares} + {cash}</source>
        <translation>{shares} + {cash}</translation>
    </message>
    <message>
        <source>An Exchange token takes the minor&apos;s station</source>
        <translation>Una ficha de canje ocupa la estación de la menor</translation>
    </message>
    <message>
        <source>Station off; an Exchange token to Available</source>
        <translation>Se retira la estación; una ficha de canje a Disponibles</translation>
    </message>
    <message>
        <source>The minor&apos;s station goes (no Exchange token)</source>
        <translation>La estación de la menor se retira (sin ficha de canje)</translation>
    </message>
    <message>
        <source>{company}: issue {percent}% to the market for {price}</source>
        <translation>{company}: emitir el {percent}% al mercado por {price}</translation>
    </message>
    <message>
        <source>{company}: redeem {percent}% from the market for {price}</source>
        <translation>{company}: recomprar el {percent}% del mercado por {price}</translation>
    </message>
    <message>
        <source>{company}: turn the L-train {train} into a 2-train</source>
        <translation>{company}: convertir el tren L {train} en tren 2</translation>
    </message>
    <message>
        <source>{company}: the {train}-train of {owner}</source>
        <translation>{company}: el tren {train} de {owner}</translation>
    </message>
    <message>
        <source> (the {side} side of the {sides} card)</source>
        <translation> (la cara {side} de la carta {sides})</translation>
    </message>
    <message>
        <source>the bank pool</source>
        <translation>el mercado de la banca</translation>
    </message>
    <message>
        <source>{company}: an {train}-train{card} from {source}</source>
        <translation>{company}: un tren {train}{card} de {source}</translation>
    </message>
    <message>
        <source>{company}: a {train}-train{card} from {source}</source>
        <translation>{company}: un tren {train}{card} de {source}</translation>
    </message>
    <message>
        <source>{company}: discard the {train}-train</source>
        <translation>{company}: descartar el tren {train}</translation>
    </message>
    <message>
        <source>{player}: auction the NdeM station in {hex}</source>
        <translation>{player}: subastar la estación de NdeM en {hex}</translation>
    </message>
    <message>
        <source>{player}: no station to auction</source>
        <translation>{player}: ninguna estación que subastar</translation>
    </message>
    <message>
        <source>{player}: pass</source>
        <translation>{player}: pasar</translation>
    </message>
    <message>
        <source>{player}: count my cash once</source>
        <translation>{player}: contar mi dinero una vez</translation>
    </message>
    <message>
        <source>{company}: take no private company</source>
        <translation>{company}: no tomar ninguna compañía privada</translation>
    </message>
    <message>
        <source>{company}: acquire no minor</source>
        <translation>{company}: no adquirir ninguna menor</translation>
    </message>
    <message>
        <source>{company}: issue or redeem no shares</source>
        <translation>{company}: no emitir ni recomprar acciones</translation>
    </message>
    <message>
        <source>{company}: no L-train now</source>
        <translation>{company}: ningún tren L ahora</translation>
    </message>
    <message>
        <source>{player}: done building for the NdeM</source>
        <translation>{player}: fin de la construcción para NdeM</translation>
    </message>
    <message>
        <source>Buy a tender</source>
        <translation>Comprar un ténder</translation>
    </message>
    <message>
        <source>Put the tender on a train</source>
        <translation>Enganchar el ténder a un tren</translation>
    </message>
    <message>
        <source>Barcelona-Mataró train: choose its side</source>
        <translation>Tren Barcelona-Mataró: elegir su cara</translation>
    </message>
    <message>
        <source>Open a mountain pass</source>
        <translation>Abrir un puerto de montaña</translation>
    </message>
    <message>
        <source>Combine with a recycled train</source>
        <translation>Combinar con un tren reciclado</translation>
    </message>
    <message>
        <source>Repay the debt</source>
        <translation>Devolver la deuda</translation>
    </message>
    <message>
        <source>Destination reached</source>
        <translation>Destino alcanzado</translation>
    </message>
    <message>
        <source>Take over a minor</source>
        <translation>Tomar el control de una menor</translation>
    </message>
    <message>
        <source>Home station: choose its city</source>
        <translation>Estación de origen: elegir su ciudad</translation>
    </message>
    <message>
        <source>Station: choose its city</source>
        <translation>Estación: elegir su ciudad</translation>
    </message>
    <message>
        <source>Answer the takeover offer</source>
        <translation>Responder a la oferta de toma de control</translation>
    </message>
    <message>
        <source>Done with track and station</source>
        <translation>Fin de vías y estación</translation>
    </message>
    <message>
        <source>Combine no train</source>
        <translation>No combinar ningún tren</translation>
    </message>
    <message>
        <source>Buy no private company</source>
        <translation>No comprar compañía privada</translation>
    </message>
    <message>
        <source>Take over no minor</source>
        <translation>No tomar el control de ninguna menor</translation>
    </message>
    <message>
        <source>the par price of {private}&apos;s company comes first</source>
        <translation>primero va el valor par de la compañía de {private}</translation>
    </message>
    <message>
        <source>{private} is being auctioned now</source>
        <translation>ahora se subasta {private}</translation>
    </message>
    <message>
        <source>you cannot pay {price}</source>
        <translation>no puedes pagar {price}</translation>
    </message>
    <message>
        <source>the owner of {private} must set its company&apos;s par price</source>
        <translation>el propietario de {private} debe fijar el valor par de su compañía</translation>
    </message>
    <message>
        <source>no par price is due</source>
        <translation>no hay que fijar ningún valor par</translation>
    </message>
    <message>
        <source>{private} carries the director&apos;s certificate of {company}</source>
        <translation>{private} lleva el certificado de director de {company}</translation>
    </message>
    <message>
        <source>{player} takes {private} for nothing</source>
        <translation>{player} se queda con {private} gratis</translation>
    </message>
    <message>
        <source>{private} now starts at {price}</source>
        <translation>la subasta de {private} empieza ahora en {price}</translation>
    </message>
    <message>
        <source>{company} cannot combine {train} now</source>
        <translation>{company} no puede combinar {train} ahora</translation>
    </message>
    <message>
        <source>a combined train joins two gauges</source>
        <translation>un tren combinado une dos anchos de vía</translation>
    </message>
    <message>
        <source>{company} combines its train with a recycled {recycled} for {price}: a {train} train</source>
        <translation>{company} combina su tren con un {recycled} reciclado por {price}: un tren {train}</translation>
    </message>
    <message>
        <source>The second 8-train has left the bank: one more stock round and three operating rounds</source>
        <translation>El segundo tren 8 ha salido de la banca: queda una ronda de bolsa y tres rondas de operaciones</translation>
    </message>
    <message>
        <source>A {train}-train is exported</source>
        <translation>Se exporta un tren {train}</translation>
    </message>
    <message>
        <source>An {train}-train is exported</source>
        <translation>Se exporta un tren {train}</translation>
    </message>
    <message>
        <source>18ESP has no option {options}</source>
        <translation>18ESP no tiene la opción {options}</translation>
    </message>
    <message>
        <source>{company} has no {private} to use</source>
        <translation>{company} no tiene {private} que usar</translation>
    </message>
    <message>
        <source>P1 helps with a yellow mine tile or a mine&apos;s closing only</source>
        <translation>P1 solo ayuda con una loseta amarilla de mina o con el cierre de una mina</translation>
    </message>
    <message>
        <source>{company} uses {private}; {private} closes</source>
        <translation>{company} usa {private}; {private} cierra</translation>
    </message>
    <message>
        <source>{company} has no available station: its goals unlock them</source>
        <translation>{company} no tiene ninguna estación disponible: sus objetivos las desbloquean</translation>
    </message>
    <message>
        <source>{company} must run its trains</source>
        <translation>{company} debe hacer circular sus trenes</translation>
    </message>
    <message>
        <source>{company} receives {amount} from mines and harbours</source>
        <translation>{company} recibe {amount} de minas y puertos</translation>
    </message>
    <message>
        <source>{company} pays {amount} to its director and keeps {kept}</source>
        <translation>{company} paga {amount} a su director y se queda {kept}</translation>
    </message>
    <message>
        <source>a minor runs Iberian trains only</source>
        <translation>una menor solo usa trenes de ancho ibérico</translation>
    </message>
    <message>
        <source>a director who sold shares for the train may not also borrow: sell enough, or nothing and borrow</source>
        <translation>un director que ha vendido acciones para el tren no puede además pedir un préstamo: vende lo suficiente, o no vendas nada y pide el préstamo</translation>
    </message>
    <message>
        <source>selling every share would not raise the money: the director borrows instead</source>
        <translation>vender todas las acciones no reuniría el dinero: el director pide un préstamo en su lugar</translation>
    </message>
    <message>
        <source>selling that would hand {company} to another director</source>
        <translation>esa venta pasaría {company} a otro director</translation>
    </message>
    <message>
        <source>there is no bankruptcy: a loan completes the purchase</source>
        <translation>no hay bancarrota: un préstamo completa la compra</translation>
    </message>
    <message>
        <source>debt {amount}</source>
        <translation>deuda {amount}</translation>
    </message>
    <message>
        <source>{private} closes: {company} has bought its first train</source>
        <translation>{private} cierra: {company} ha comprado su primer tren</translation>
    </message>
    <message>
        <source>The minors are frozen</source>
        <translation>Las menores quedan congeladas</translation>
    </message>
    <message>
        <source>The minors close</source>
        <translation>Las menores cierran</translation>
    </message>
    <message>
        <source>{private} becomes {company}&apos;s permanent {train}-train</source>
        <translation>{private} pasa a ser el tren {train} permanente de {company}</translation>
    </message>
    <message>
        <source>The privates close</source>
        <translation>Las privadas cierran</translation>
    </message>
    <message>
        <source>{company} may start at {prices}</source>
        <translation>{company} puede fundarse a {prices}</translation>
    </message>
    <message>
        <source>{company} cannot be started</source>
        <translation>{company} no puede fundarse</translation>
    </message>
    <message>
        <source>{company}&apos;s director&apos;s certificate is {private}&apos;s</source>
        <translation>el certificado de director de {company} va con {private}</translation>
    </message>
    <message>
        <source>no minor starts from phase 5</source>
        <translation>ninguna menor se funda desde la fase 5</translation>
    </message>
    <message>
        <source>southern majors open in phase 3</source>
        <translation>las mayores del sur se fundan desde la fase 3</translation>
    </message>
    <message>
        <source>a minor&apos;s certificate is never sold</source>
        <translation>el certificado de una menor nunca se vende</translation>
    </message>
    <message>
        <source>{company} has not operated yet: none of it may be sold</source>
        <translation>{company} aún no ha operado: no se puede vender nada de ella</translation>
    </message>
    <message>
        <source>destination</source>
        <translation>destino</translation>
    </message>
    <message>
        <source>offboard run</source>
        <translation>ruta a zona exterior</translation>
    </message>
    <message>
        <source>harbor run</source>
        <translation>ruta a puerto</translation>
    </message>
    <message>
        <source>takeover</source>
        <translation>toma de control</translation>
    </message>
    <message>
        <source>{company} reaches its {goal} goal and receives {amount}</source>
        <translation>{company} alcanza su objetivo de {goal} y recibe {amount}</translation>
    </message>
    <message>
        <source>unknown special purchase {what}</source>
        <translation>compra especial desconocida {what}</translation>
    </message>
    <message>
        <source>{company} has no train number {index}</source>
        <translation>{company} no tiene el tren número {index}</translation>
    </message>
    <message>
        <source>{player} borrows {amount} (owes {debt})</source>
        <translation>{player} pide prestados {amount} (debe {debt})</translation>
    </message>
    <message>
        <source>you owe nothing</source>
        <translation>no debes nada</translation>
    </message>
    <message>
        <source>the whole debt of {debt} is repaid at once</source>
        <translation>la deuda entera de {debt} se devuelve de una vez</translation>
    </message>
    <message>
        <source>repaying costs {debt}</source>
        <translation>devolver la deuda cuesta {debt}</translation>
    </message>
    <message>
        <source>{player} repays {amount}</source>
        <translation>{player} devuelve {amount}</translation>
    </message>
    <message>
        <source>no pass opens before phase 3</source>
        <translation>ningún puerto de montaña se abre antes de la fase 3</translation>
    </message>
    <message>
        <source>only majors open passes</source>
        <translation>solo las mayores abren puertos de montaña</translation>
    </message>
    <message>
        <source>one pass a turn</source>
        <translation>un puerto de montaña por turno</translation>
    </message>
    <message>
        <source>opening {hex} costs {price}</source>
        <translation>abrir {hex} cuesta {price}</translation>
    </message>
    <message>
        <source>{company} does not reach {hex}</source>
        <translation>{company} no llega a {hex}</translation>
    </message>
    <message>
        <source>{private} opens no pass</source>
        <translation>{private} no abre ningún puerto de montaña</translation>
    </message>
    <message>
        <source>{company} opens {place} for {price}</source>
        <translation>{company} abre {place} por {price}</translation>
    </message>
    <message>
        <source>choose the side of the Barcelona-Mataró train first</source>
        <translation>elige primero la cara del tren Barcelona-Mataró</translation>
    </message>
    <message>
        <source>chooses the city of its home station</source>
        <translation>elige la ciudad de su estación de origen</translation>
    </message>
    <message>
        <source>{hex} has no free city {city} for {company}&apos;s home</source>
        <translation>{hex} no tiene libre la ciudad {city} para la estación de origen de {company}</translation>
    </message>
    <message>
        <source>has reached its destination</source>
        <translation>ha alcanzado su destino</translation>
    </message>
    <message>
        <source>{company} has not reached a new destination</source>
        <translation>{company} no ha alcanzado un destino nuevo</translation>
    </message>
    <message>
        <source>may lay track or place a station</source>
        <translation>puede construir vías o colocar una estación</translation>
    </message>
    <message>
        <source>must buy a train: its director pays what the treasury lacks</source>
        <translation>debe comprar un tren: su director paga lo que falte en la tesorería</translation>
    </message>
    <message>
        <source>must buy a train: selling shares cannot raise what is lacking, so its director buys it with a loan</source>
        <translation>debe comprar un tren: vender acciones no puede reunir lo que falta, así que su director lo compra con un préstamo</translation>
    </message>
    <message>
        <source>must buy a train: its director, who has begun selling shares for it, sells what is still lacking</source>
        <translation>debe comprar un tren: su director, que ya ha empezado a vender acciones para pagarlo, vende lo que aún falta</translation>
    </message>
    <message>
        <source>must buy a train: its director sells shares or takes a loan for what is lacking</source>
        <translation>debe comprar un tren: su director vende acciones o pide un préstamo por lo que falta</translation>
    </message>
    <message>
        <source>the tender is put on a train before the run</source>
        <translation>el ténder se engancha a un tren antes de recorrer las rutas</translation>
    </message>
    <message>
        <source>the tender is put on one train a turn</source>
        <translation>el ténder se engancha a un solo tren por turno</translation>
    </message>
    <message>
        <source>may combine trains</source>
        <translation>puede combinar trenes</translation>
    </message>
    <message>
        <source>may take over a minor</source>
        <translation>puede tomar el control de una menor</translation>
    </message>
    <message>
        <source>waits for {player} to answer its offer for {minor}</source>
        <translation>espera a que {player} responda a su oferta por {minor}</translation>
    </message>
    <message>
        <source>the takeover offered waits for its answer</source>
        <translation>la toma de control ofrecida espera su respuesta</translation>
    </message>
    <message>
        <source>{minor}&apos;s director has refused this turn</source>
        <translation>el director de {minor} ya se ha negado en este turno</translation>
    </message>
    <message>
        <source>{company} offers to take over {minor}</source>
        <translation>{company} ofrece tomar el control de {minor}</translation>
    </message>
    <message>
        <source>no takeover is offered</source>
        <translation>no se ha ofrecido ninguna toma de control</translation>
    </message>
    <message>
        <source>{minor}&apos;s director answers the offer</source>
        <translation>el director de {minor} responde a la oferta</translation>
    </message>
    <message>
        <source>the answer is agree or refuse</source>
        <translation>la respuesta es aceptar o rechazar</translation>
    </message>
    <message>
        <source>{player} refuses {company}&apos;s takeover of {minor}</source>
        <translation>{player} rechaza la toma de control de {minor} por {company}</translation>
    </message>
    <message>
        <source>a player in debt starts no company</source>
        <translation>un jugador endeudado no funda ninguna compañía</translation>
    </message>
    <message>
        <source>a loan is repaid before the purchase</source>
        <translation>el préstamo se devuelve antes de la compra</translation>
    </message>
    <message>
        <source>a player in debt buys nothing</source>
        <translation>un jugador endeudado no compra nada</translation>
    </message>
    <message>
        <source>{company} may take over no minor now</source>
        <translation>{company} no puede tomar el control de ninguna menor ahora</translation>
    </message>
    <message>
        <source>{minor} has not run a train yet</source>
        <translation>{minor} aún no ha hecho circular ningún tren</translation>
    </message>
    <message>
        <source>{minor} is not frozen</source>
        <translation>{minor} no está congelada</translation>
    </message>
    <message>
        <source>{minor} has not been launched</source>
        <translation>{minor} no se ha fundado</translation>
    </message>
    <message>
        <source>taking over {minor} costs {price}</source>
        <translation>tomar el control de {minor} cuesta {price}</translation>
    </message>
    <message>
        <source>{company} is no minor in play</source>
        <translation>{company} no es una menor en juego</translation>
    </message>
    <message>
        <source>{company} cannot put its station where {minor}&apos;s is</source>
        <translation>{company} no puede poner su estación donde está la de {minor}</translation>
    </message>
    <message>
        <source>{company} takes over {minor} for {price}</source>
        <translation>{company} toma el control de {minor} por {price}</translation>
    </message>
    <message>
        <source>{company} already has a tender</source>
        <translation>{company} ya tiene un ténder</translation>
    </message>
    <message>
        <source>no tender is for sale</source>
        <translation>no hay ningún ténder a la venta</translation>
    </message>
    <message>
        <source>a tender costs {price}</source>
        <translation>un ténder cuesta {price}</translation>
    </message>
    <message>
        <source>{company} buys a tender from the market</source>
        <translation>{company} compra un ténder en el mercado</translation>
    </message>
    <message>
        <source>{company} buys a tender from {player}</source>
        <translation>{company} compra un ténder a {player}</translation>
    </message>
    <message>
        <source>{company} has no tender</source>
        <translation>{company} no tiene ténder</translation>
    </message>
    <message>
        <source>{hex} already has a tile laid this turn</source>
        <translation>en {hex} ya se ha colocado una loseta este turno</translation>
    </message>
    <message>
        <source>a minor lays no track on the northern map</source>
        <translation>una menor no construye vías en el mapa del norte</translation>
    </message>
    <message>
        <source>{hex} is a mine hex: its yellow tile is a mine tile</source>
        <translation>{hex} es un hexágono de mina: su loseta amarilla es una loseta de mina</translation>
    </message>
    <message>
        <source>one mine tile a turn</source>
        <translation>una loseta de mina por turno</translation>
    </message>
    <message>
        <source>track on the northern map is narrow gauge</source>
        <translation>las vías del mapa del norte son de vía estrecha</translation>
    </message>
    <message>
        <source>track on the southern map is Iberian gauge</source>
        <translation>las vías del mapa del sur son de ancho ibérico</translation>
    </message>
    <message>
        <source>{company}: open {place} with {private} (then {private} closes) · {price}</source>
        <translation>{company}: abrir {place} con {private} (y {private} cierra) · {price}</translation>
    </message>
    <message>
        <source>{company}: open {place} · {price}</source>
        <translation>{company}: abrir {place} · {price}</translation>
    </message>
    <message>
        <source>{train}-train ({id})</source>
        <translation>tren {train} ({id})</translation>
    </message>
    <message>
        <source>{company}: combine its {train} with a recycled {recycled} · {price}</source>
        <translation>{company}: combinar su {train} con un {recycled} reciclado · {price}</translation>
    </message>
    <message>
        <source>{company}&apos;s station stays on its charter</source>
        <translation>{company} guarda su estación en la carta</translation>
    </message>
    <message>
        <source>its station in {place} becomes {company}&apos;s</source>
        <translation>estación de {place} para {company}</translation>
    </message>
    <message>
        <source>its station becomes {company}&apos;s</source>
        <translation>su estación para {company}</translation>
    </message>
    <message>
        <source>{company}: take over {minor} for {price}; {station} (if {player} agrees)</source>
        <translation>{company}: tomar {minor} · {price} · {station} (si {player} acepta)</translation>
    </message>
    <message>
        <source>{company}: take over {minor} for {price}; {station}</source>
        <translation>{company}: tomar {minor} · {price} · {station}</translation>
    </message>
    <message>
        <source>{company}&apos;s takeover of {minor}</source>
        <translation>la toma de control de {minor} por {company}</translation>
    </message>
    <message>
        <source>the takeover</source>
        <translation>la toma de control</translation>
    </message>
    <message>
        <source>{player}: Agree to {takeover}</source>
        <translation>{player}: aceptar {takeover}</translation>
    </message>
    <message>
        <source>{player}: Refuse {takeover}</source>
        <translation>{player}: rechazar {takeover}</translation>
    </message>
    <message>
        <source>{player}: repay {amount} of the debt</source>
        <translation>{player}: devolver {amount} de la deuda</translation>
    </message>
    <message>
        <source>{company}: home station in {place}, city {city}</source>
        <translation>{company}: estación de origen en {place}, ciudad {city}</translation>
    </message>
    <message>
        <source>{company}: buy a tender · {price}</source>
        <translation>{company}: comprar un ténder · {price}</translation>
    </message>
    <message>
        <source>{company}: put the tender on the {train}</source>
        <translation>{company}: enganchar el ténder al {train}</translation>
    </message>
    <message>
        <source>{company}: take the Barcelona-Mataró train as a {train}</source>
        <translation>{company}: quedarse el tren Barcelona-Mataró como {train}</translation>
    </message>
    <message>
        <source>{company}: station in {place}, city {city}</source>
        <translation>{company}: estación en {place}, ciudad {city}</translation>
    </message>
    <message>
        <source>{company}: its destination is reached</source>
        <translation>{company}: ha alcanzado su destino</translation>
    </message>
    <message>
        <source>a route joins two E ends</source>
        <translation>una ruta une dos extremos E</translation>
    </message>
    <message>
        <source>a route joins two W ends</source>
        <translation>una ruta une dos extremos W</translation>
    </message>
    <message>
        <source>a minor&apos;s route enters no off-board area</source>
        <translation>la ruta de una menor no entra en ninguna zona exterior</translation>
    </message>
    <message>
        <source>a minor&apos;s route neither starts nor ends at a pass</source>
        <translation>la ruta de una menor no empieza ni termina en un puerto de montaña</translation>
    </message>
    <message>
        <source>{hex} is still the home of {companies}: no other station goes there yet</source>
        <translation>{hex} aún es la base de {companies}: todavía no va allí ninguna otra estación</translation>
    </message>
    <message>
        <source>P3&apos;s train must run to Aranjuez first</source>
        <translation>el tren de P3 debe ir primero a Aranjuez</translation>
    </message>
    <message>
        <source>P3&apos;s train must first run from Madrid to Aranjuez</source>
        <translation>el tren de P3 debe ir primero de Madrid a Aranjuez</translation>
    </message>
    <message>
        <source>{company}&apos;s P3 train has run to Aranjuez: it may now run anywhere</source>
        <translation>el tren de P3 de {company} ha ido a Aranjuez: ya puede circular por cualquier sitio</translation>
    </message>
    <message>
        <source>{company} would have no train able to run: {train} has no route over both maps</source>
        <translation>{company} se quedaría sin tren que pueda circular: {train} no tiene ruta por los dos mapas</translation>
    </message>
    <message>
        <source>the tile on {hex} must join Aranjuez to Madrid</source>
        <translation>la loseta de {hex} debe unir Aranjuez con Madrid</translation>
    </message>
    <message>
        <source>{company} cannot discard train {train_id}</source>
        <translation>{company} no puede descartar el tren {train_id}</translation>
    </message>
    <message>
        <source>{company} discards {train}: it leaves the game</source>
        <translation>{company} descarta {train}: sale del juego</translation>
    </message>
    <message>
        <source>must discard a train: none can run and it is at its train limit</source>
        <translation>debe descartar un tren: ninguno puede circular y está en su límite de trenes</translation>
    </message>
    <message>
        <source>trains are discarded only down to the train limit, or when none can run at the limit</source>
        <translation>solo se descartan trenes hasta el límite de trenes, o cuando en el límite ninguno puede circular</translation>
    </message>
    <message>
        <source>{company} must buy a train that can run: {train} has no route</source>
        <translation>{company} debe comprar un tren que pueda circular: {train} no tiene ruta</translation>
    </message>
    <message>
        <source>Fire sale: auction a station</source>
        <translation>Venta forzosa: subastar una estación</translation>
    </message>
    <message>
        <source>Fire sale: bid for a station</source>
        <translation>Venta forzosa: pujar por una estación</translation>
    </message>
    <message>
        <source>Keep the L&amp;M</source>
        <translation>Quedarse con la L&amp;M</translation>
    </message>
    <message>
        <source>Offer no more stations</source>
        <translation>No ofrecer más estaciones</translation>
    </message>
    <message>
        <source>Pass: out of this auction</source>
        <translation>Pasar: fuera de esta subasta</translation>
    </message>
    <message>
        <source>a player bids for a company he presides</source>
        <translation>un jugador puja por una compañía que preside</translation>
    </message>
    <message>
        <source>bids go up in steps of {price}</source>
        <translation>las pujas suben de {price} en {price}</translation>
    </message>
    <message>
        <source>nobody bids for {company}&apos;s station in {hex}</source>
        <translation>nadie puja por la estación de {company} en {hex}</translation>
    </message>
    <message>
        <source>only the L&amp;M is traded for a share now</source>
        <translation>ahora solo la L&amp;M se cambia por una acción</translation>
    </message>
    <message>
        <source>{player} may trade the L&amp;M for a share before the privates pay; traded now, it pays nothing this round</source>
        <translation>{player} puede cambiar la L&amp;M por una acción antes de que cobren las privadas; si la cambia ahora, no cobra en esta ronda</translation>
    </message>
    <message>
        <source>Pass — keep the L&amp;M; it pays its revenue this round</source>
        <translation>Pasar — conservar la L&amp;M; cobra sus ingresos en esta ronda</translation>
    </message>
    <message>
        <source>the L&amp;M is traded between turns, not during {player}&apos;s turn</source>
        <translation>la L&amp;M se cambia entre turnos, no durante el turno de {player}</translation>
    </message>
    <message>
        <source>the L&amp;M is traded once every private is sold</source>
        <translation>la L&amp;M se cambia cuando todas las compañías privadas están vendidas</translation>
    </message>
    <message>
        <source>the least bid is {price}</source>
        <translation>la puja mínima es {price}</translation>
    </message>
    <message>
        <source>trains change hands only between companies of one president</source>
        <translation>los trenes solo cambian de manos entre compañías del mismo presidente</translation>
    </message>
    <message>
        <source>with the president&apos;s cash a train costs at most its face value, {price}</source>
        <translation>con dinero del presidente un tren cuesta como mucho su valor nominal, {price}</translation>
    </message>
    <message>
        <source>{company} buys {seller}&apos;s station in {hex} for {price} and {cost} to the bank</source>
        <translation>{company} compra la estación de {seller} en {hex} por {price} y {cost} a la banca</translation>
    </message>
    <message>
        <source>{company} cannot pay {amount} for the bid and the station</source>
        <translation>{company} no puede pagar {amount} por la puja y la estación</translation>
    </message>
    <message>
        <source>{company} has a station in {hex} already</source>
        <translation>{company} ya tiene una estación en {hex}</translation>
    </message>
    <message>
        <source>{company} has no station to offer in {hex}</source>
        <translation>{company} no tiene ninguna estación que ofrecer en {hex}</translation>
    </message>
    <message>
        <source>{player} may auction {company}&apos;s stations for the train it cannot pay for</source>
        <translation>{player} puede subastar las estaciones de {company} para el tren que no puede pagar</translation>
    </message>
    <message>
        <source>{player} may bid for {company}&apos;s station in {hex} for a company he presides</source>
        <translation>{player} puede pujar por la estación de {company} en {hex} para una compañía que preside</translation>
    </message>
    <message>
        <source>Pass — offer no more stations; the fire sale ends</source>
        <translation>Pasar — no ofrecer más estaciones; termina la liquidación</translation>
    </message>
    <message>
        <source>Pass — out of this auction, for every company</source>
        <translation>Pasar — fuera de esta subasta, para todas las compañías</translation>
    </message>
    <message>
        <source>{company} may not bid for this station</source>
        <translation>{company} no puede pujar por esta estación</translation>
    </message>
    <message>
        <source>{company} waits for its president&apos;s sales to buy {train}</source>
        <translation>{company} espera las ventas de su presidente para comprar {train}</translation>
    </message>
    <message>
        <source>{company} will buy {train} from {seller} for {price} once {player} has raised {amount}</source>
        <translation>{company} comprará {train} a {seller} por {price} cuando {player} haya reunido {amount}</translation>
    </message>
    <message>
        <source>{company}&apos;s purchase of {train} from {seller} is cancelled: {seller} has a new president</source>
        <translation>se anula la compra de {train} a {seller} por {company}: {seller} tiene un nuevo presidente</translation>
    </message>
    <message>
        <source>{company}&apos;s station auction comes first</source>
        <translation>primero va la subasta de estaciones de {company}</translation>
    </message>
    <message>
        <source>{player} auctions {company}&apos;s station in {hex}, least bid {price}</source>
        <translation>{player} subasta la estación de {company} en {hex}, puja mínima {price}</translation>
    </message>
    <message>
        <source>{player} cannot raise {amount} for that train</source>
        <translation>{player} no puede reunir {amount} para ese tren</translation>
    </message>
    <message>
        <source>{player} first decides on trading the L&amp;M</source>
        <translation>{player} decide primero si cambia la L&amp;M</translation>
    </message>
    <message>
        <source>{player} trades the L&amp;M for {share}</source>
        <translation>{player} cambia la L&amp;M por {share}</translation>
    </message>
    <message>
        <source>{player}: auction the station in {place} (least bid {price})</source>
        <translation>{player}: subastar la estación en {place} (puja mínima {price})</translation>
    </message>
    <message>
        <source>{player}: bid {price} for {company}</source>
        <translation>{player}: pujar {price} por {company}</translation>
    </message>
    <message>
        <source>{player}: trade the L&amp;M for {share}</source>
        <translation>{player}: cambiar la L&amp;M por {share}</translation>
    </message>
    <message>
        <source>a combined train crosses exactly one pass</source>
        <translation>un tren combinado cruza exactamente un paso</translation>
    </message>
    <message>
        <source>a combined train stops on both sides of its pass</source>
        <translation>un tren combinado para a ambos lados de su paso</translation>
    </message>
    <message>
        <source>a {gauge}-gauge train runs on {gauge}-gauge track only</source>
        <translation>un tren de ancho {gauge} solo circula por vías de ancho {gauge}</translation>
    </message>
    <message>
        <source>too many stops for {train}</source>
        <extracomment>how a train runs: by its distance; in one city alone (a local); between its own stations only, on any track (an express) treasury contracts: 1 on a route that carries one; to the finder, how many the company holds to the finder: the id of the train the car has been put on (None: the finder gives it to whichever train it helps most) the shared route rules&apos; numbers (18MEX&apos;s) as the title&apos;s inventory numbers them whether some train may run in one city alone (the board then reads such runs) who each stop pays (the run, the station holders, the treasury) every stop pays the run its printed value and no route earns a bonus: the route finder may score routes from its packed tallies</extracomment>
        <translation>demasiadas paradas para {train}</translation>
    </message>
    <message>
        <source>{hex} has no city {city}</source>
        <extracomment>(message, rule) explaining why an action is illegal.</extracomment>
        <translation>{hex} no tiene la ciudad {city}</translation>
    </message>
    <message>
        <source>the free circle in {hex} is reserved for {companies}</source>
        <translation>el círculo libre de {hex} está reservado para {companies}</translation>
    </message>
    <message>
        <source>{hex} is not connected to a station of {company}</source>
        <translation>{hex} no está conectado con ninguna estación de {company}</translation>
    </message>
    <message>
        <source>{names} must decide first: {step}</source>
        <translation>{names} debe decidir antes: {step}</translation>
    </message>
    <message>
        <source>{company} {reason}</source>
        <translation>{company} {reason}</translation>
    </message>
    <message>
        <source>{names} to act in the {round}</source>
        <translation>le toca a {names} en la {round}</translation>
    </message>
    <message>
        <source>Pass — decline</source>
        <translation>Pasar — rechazar</translation>
    </message>
    <message>
        <source>Pass — ends your turn in the {round}</source>
        <translation>Pasar — termina tu turno en la {round}</translation>
    </message>
    <message>
        <source>a route may not stop twice in one hex</source>
        <extracomment>trains that came with a private</extracomment>
        <translation>una ruta no puede parar dos veces en el mismo hexágono</translation>
    </message>
    <message>
        <source>{train} runs from one city of its own</source>
        <translation>{train} sale de una ciudad propia</translation>
    </message>
    <message>
        <source>a company has one Pullman car</source>
        <translation>una compañía tiene un solo coche Pullman</translation>
    </message>
    <message>
        <source>a Pullman car cannot run with {train}</source>
        <translation>un coche Pullman no puede circular con {train}</translation>
    </message>
    <message>
        <source>only one train earns the destination bonus</source>
        <translation>solo un tren cobra la bonificación de destino</translation>
    </message>
    <message>
        <source>only one L-train may run from the station in {place}</source>
        <translation>solo un tren L puede salir de la estación de {place}</translation>
    </message>
    <message>
        <source>a {train}+ train</source>
        <translation>un tren {train}+</translation>
    </message>
    <message>
        <source>{train} needs two of its own stations</source>
        <translation>{train} necesita dos estaciones propias</translation>
    </message>
    <message>
        <source>Private Auction</source>
        <translation>Subasta de privadas</translation>
    </message>
    <message>
        <source>{company} is not in this auction</source>
        <translation>{company} no está en esta subasta</translation>
    </message>
    <message>
        <source>you took back your bid on {company} and may not bid again</source>
        <translation>retiraste tu puja por {company} y no puedes volver a pujar</translation>
    </message>
    <message>
        <source>you already hold the high bid on {company}</source>
        <translation>ya tienes la puja más alta por {company}</translation>
    </message>
    <message>
        <source>a first bid is at least the face value</source>
        <translation>una primera puja es al menos el valor nominal</translation>
    </message>
    <message>
        <source>a bid raises the high bid by at least {amount}</source>
        <translation>una puja supera la más alta en al menos {amount}</translation>
    </message>
    <message>
        <source>{company}: {reason} ({price})</source>
        <translation>{company}: {reason} ({price})</translation>
    </message>
    <message>
        <source>your standing bids and this one would set aside more than your {cash}</source>
        <translation>tus pujas vigentes y esta reservarían más que tus {cash}</translation>
    </message>
    <message>
        <source>{player} bids {price} on {company}</source>
        <translation>{player} puja {price} por {company}</translation>
    </message>
    <message>
        <source>you have no bid on {company}</source>
        <translation>no tienes ninguna puja por {company}</translation>
    </message>
    <message>
        <source>the high bid on {company} cannot be taken back</source>
        <translation>la puja más alta por {company} no se puede retirar</translation>
    </message>
    <message>
        <source>{player} takes back the bid on {company}</source>
        <translation>{player} retira su puja por {company}</translation>
    </message>
    <message>
        <source>{player} bids on a private (a first bid at least its face value, then {amount} more), takes back an outbid bid, or passes</source>
        <translation>{player} puja por una privada (la primera puja, al menos su valor nominal; después, {amount} más), retira una puja superada o pasa</translation>
    </message>
    <message>
        <source>Pass — bids stand; the auction ends when everyone passes in a row</source>
        <translation>Pasar — las pujas se mantienen; la subasta termina cuando todos pasan seguidos</translation>
    </message>
    <message>
        <source>no player &apos;{player}&apos;</source>
        <translation>no hay ningún jugador «{player}»</translation>
    </message>
    <message>
        <source>{player} is bankrupt and leaves the game</source>
        <translation>{player} quiebra y abandona la partida</translation>
    </message>
    <message>
        <source>{company} goes into receivership under {player}</source>
        <translation>{company} entra en administración judicial a cargo de {player}</translation>
    </message>
    <message>
        <source>{player} takes over {company}</source>
        <translation>{player} se hace cargo de {company}</translation>
    </message>
    <message>
        <source>{company} leaves receivership</source>
        <translation>{company} sale de la administración judicial</translation>
    </message>
    <message>
        <source>only a company buys privates</source>
        <translation>solo una compañía compra privadas</translation>
    </message>
    <message>
        <source>{private} may never be sold to a company</source>
        <translation>{private} nunca se puede vender a una compañía</translation>
    </message>
    <message>
        <source>{private} is not a player&apos;s open private</source>
        <translation>{private} no es una privada abierta de un jugador</translation>
    </message>
    <message>
        <source>companies buy privates only in phases 3 and 4</source>
        <translation>las compañías solo compran privadas en las fases 3 y 4</translation>
    </message>
    <message>
        <source>{player} buys {share} in {company}&apos;s fire sale for {price}</source>
        <translation>{player} compra {share} en la liquidación de {company} por {price}</translation>
    </message>
    <message>
        <source>the bank buys {share} for {price}</source>
        <translation>la banca compra {share} por {price}</translation>
    </message>
    <message>
        <source>nobody buys {share}; it stays in the treasury</source>
        <translation>nadie compra {share}; se queda en la tesorería</translation>
    </message>
    <message>
        <source>{share} is the share on offer</source>
        <translation>la acción en venta es {share}</translation>
    </message>
    <message>
        <source>you have {cash}</source>
        <translation>tienes {cash}</translation>
    </message>
    <message>
        <source>{company}&apos;s fire sale comes first</source>
        <translation>primero va la liquidación de {company}</translation>
    </message>
    <message>
        <source>{company}&apos;s fire sale is over</source>
        <translation>la liquidación de {company} ha terminado</translation>
    </message>
    <message>
        <source>{player} bids at least {price} for {share} in {company}&apos;s fire sale, or passes</source>
        <translation>{player} puja al menos {price} por {share} en la liquidación de {company}, o pasa</translation>
    </message>
    <message>
        <source>Pass — out of the bidding for this share</source>
        <translation>Pasar — sale de la puja por esta acción</translation>
    </message>
    <message>
        <source>18xx.games has no 18MW: only the rulebook profile</source>
        <translation>18xx.games no tiene 18MW: solo el perfil del reglamento</translation>
    </message>
    <message>
        <source>The seating is as given; the first player holds the priority deal</source>
        <translation>Los asientos quedan como se indicaron; el primer jugador tiene la prioridad</translation>
    </message>
    <message>
        <source>an agreed price is at least {price}</source>
        <translation>un precio acordado es al menos {price}</translation>
    </message>
    <message>
        <source>only the L&amp;M&apos;s owner trades it in</source>
        <translation>solo el propietario de L&amp;M la canjea</translation>
    </message>
    <message>
        <source>the L&amp;M is traded in once every private is sold</source>
        <translation>L&amp;M se canjea una vez vendidas todas las privadas</translation>
    </message>
    <message>
        <source>an ordinary share of a started company</source>
        <translation>una acción ordinaria de una compañía fundada</translation>
    </message>
    <message>
        <source>a share from the offering, a treasury or the pool</source>
        <translation>una acción de la oferta inicial, de una tesorería o del mercado</translation>
    </message>
    <message>
        <source>you sold {company} this round</source>
        <translation>vendiste {company} en esta ronda</translation>
    </message>
    <message>
        <source>nothing may be sold in the initial stock round</source>
        <translation>en la ronda de bolsa inicial no se puede vender nada</translation>
    </message>
    <message>
        <source>no shares are sold while privates are unsold</source>
        <translation>no se venden acciones mientras queden privadas sin vender</translation>
    </message>
    <message>
        <source>{company} has not been started: it has no price</source>
        <translation>{company} no se ha fundado: no tiene cotización</translation>
    </message>
    <message>
        <source>a sale of {company} must bring you down to {percent}%</source>
        <translation>una venta de {company} debe dejarte en el {percent}% o menos</translation>
    </message>
    <message>
        <source>protecting costs {price}</source>
        <translation>proteger cuesta {price}</translation>
    </message>
    <message>
        <source>protecting would break your certificate limit</source>
        <translation>proteger superaría tu límite de certificados</translation>
    </message>
    <message>
        <source>{player} protects {company}: buys the {percent}% sold for {price}</source>
        <translation>{player} protege {company}: compra el {percent}% vendido por {price}</translation>
    </message>
    <message>
        <source>only {company}&apos;s president redeems its shares</source>
        <translation>solo el presidente de {company} recompra sus acciones</translation>
    </message>
    <message>
        <source>a president&apos;s certificate is never redeemed</source>
        <translation>un certificado de presidente nunca se recompra</translation>
    </message>
    <message>
        <source>a company redeems only its own shares in the pool</source>
        <translation>una compañía solo recompra sus propias acciones del mercado</translation>
    </message>
    <message>
        <source>{company} cannot pay {amount}</source>
        <translation>{company} no puede pagar {amount}</translation>
    </message>
    <message>
        <source>{company} redeems a share for {price}</source>
        <translation>{company} recompra una acción por {price}</translation>
    </message>
    <message>
        <source>{company} redeems {count} shares for {price}</source>
        <translation>{company} recompra {count} acciones por {price}</translation>
    </message>
    <message>
        <source>{player} buys {share} from {company}&apos;s treasury</source>
        <translation>{player} compra {share} de la tesorería de {company}</translation>
    </message>
    <message>
        <source>{player} buys {company}&apos;s president&apos;s certificate for {price}</source>
        <translation>{player} compra el certificado de presidente de {company} por {price}</translation>
    </message>
    <message>
        <source>no corporation &apos;{company}&apos; to merge with</source>
        <translation>no hay ninguna corporación «{company}» con la que fusionarse</translation>
    </message>
    <message>
        <source>a System never merges again</source>
        <translation>un Sistema nunca vuelve a fusionarse</translation>
    </message>
    <message>
        <source>a merger is for a corporation without a train or the cash for one, after the first 10-train</source>
        <translation>la fusión es para una corporación sin tren ni dinero para uno, después del primer tren 10</translation>
    </message>
    <message>
        <source>both corporations need the same president</source>
        <translation>ambas corporaciones necesitan el mismo presidente</translation>
    </message>
    <message>
        <source>every System charter is taken</source>
        <translation>todas las cartas de Sistema están ocupadas</translation>
    </message>
    <message>
        <source>no track joins {company} and {other}</source>
        <translation>ninguna vía une {company} y {other}</translation>
    </message>
    <message>
        <source>{company} and {other} merge into the {system} System</source>
        <translation>{company} y {other} se fusionan en el Sistema {system}</translation>
    </message>
    <message>
        <source>the lay would leave {company}&apos;s home with no way out</source>
        <translation>la colocación dejaría el origen de {company} sin salida</translation>
    </message>
    <message>
        <source>the lay and its river crossing cost {amount}</source>
        <translation>la colocación y su cruce de río cuestan {amount}</translation>
    </message>
    <message>
        <source>towns become cities or track from the first 6-train</source>
        <translation>los pueblos pasan a ser ciudades o vía desde el primer tren 6</translation>
    </message>
    <message>
        <source>a town conversion is the company&apos;s upgrade</source>
        <translation>la conversión de un pueblo es la mejora de la compañía</translation>
    </message>
    <message>
        <source>tile {tile} must keep the town tile&apos;s track</source>
        <translation>la loseta {tile} debe conservar las vías de la loseta de pueblo</translation>
    </message>
    <message>
        <source>{company} turns the town in {hex} into tile {tile}</source>
        <translation>{company} convierte el pueblo de {hex} en la loseta {tile}</translation>
    </message>
    <message>
        <source>{company} pays {amount} for the river crossing</source>
        <translation>{company} paga {amount} por el cruce del río</translation>
    </message>
    <message>
        <source>{company} makes the {places} connection: {amount}</source>
        <translation>{company} completa la conexión {places}: {amount}</translation>
    </message>
    <message>
        <source>{company} must run its best routes ({best}, not {amount})</source>
        <translation>{company} debe recorrer sus mejores rutas ({best}, no {amount})</translation>
    </message>
    <message>
        <source>{private}: {amount} to {player} for a route through {place}</source>
        <translation>{private}: {amount} para {player} por una ruta que pasa por {place}</translation>
    </message>
    <message>
        <source>{private}: {amount} to {player} for {count} routes through {place}</source>
        <translation>{private}: {amount} para {player} por {count} rutas que pasan por {place}</translation>
    </message>
    <message>
        <source>the circle in {hex} is kept for the connection run&apos;s station</source>
        <translation>el círculo de {hex} se reserva para la estación del recorrido de conexión</translation>
    </message>
    <message>
        <source>{company} has no doubled station to place in {hex}</source>
        <translation>{company} no tiene ninguna estación doble que colocar en {hex}</translation>
    </message>
    <message>
        <source>{company} places its doubled station in {hex}; the run now earns {amount}</source>
        <translation>{company} coloca su estación doble en {hex}; el recorrido gana ahora {amount}</translation>
    </message>
    <message>
        <source>a station in {hex} costs {amount}</source>
        <translation>una estación en {hex} cuesta {amount}</translation>
    </message>
    <message>
        <source>{company} cannot buy a station in {hex} now</source>
        <translation>{company} no puede comprar ahora una estación en {hex}</translation>
    </message>
    <message>
        <source>{company} buys {seller}&apos;s station in {hex} for {price} and {amount} to the bank</source>
        <translation>{company} compra la estación de {seller} en {hex} por {price} y {amount} a la banca</translation>
    </message>
    <message>
        <source>the StL&amp;A&apos;s station goes in an on-map city</source>
        <translation>la estación de StL&amp;A va en una ciudad del mapa</translation>
    </message>
    <message>
        <source>only a company owning the StL&amp;A places its station</source>
        <translation>solo una compañía propietaria de StL&amp;A coloca su estación</translation>
    </message>
    <message>
        <source>{company} places the StL&amp;A station in {hex} for {price}; the StL&amp;A closes</source>
        <translation>{company} coloca la estación de StL&amp;A en {hex} por {price}; StL&amp;A cierra</translation>
    </message>
    <message>
        <source>the M&amp;O brings one train the company could buy from the bank, to its president&apos;s company, within its limit</source>
        <translation>M&amp;O trae un tren que la compañía podría comprar a la banca, para la compañía de su presidente, dentro de su límite</translation>
    </message>
    <message>
        <source>{company} takes {train} for the M&amp;O, which closes</source>
        <translation>{company} toma {train} a cambio de M&amp;O, que cierra</translation>
    </message>
    <message>
        <source>The private companies close</source>
        <translation>Las compañías privadas cierran</translation>
    </message>
    <message>
        <source>{company} pays out {amount}</source>
        <translation>{company} reparte {amount}</translation>
    </message>
    <message>
        <source>{company} reaches the Closed zone and closes</source>
        <translation>{company} llega a la zona de cierre y cierra</translation>
    </message>
    <message>
        <source>the sale on offer is of {company}</source>
        <translation>la venta en oferta es de {company}</translation>
    </message>
    <message>
        <source>{company}&apos;s president decides on protection first</source>
        <translation>primero el presidente de {company} decide si protege</translation>
    </message>
    <message>
        <source>Operating Round (privates only)</source>
        <translation>Ronda de operaciones (solo privadas)</translation>
    </message>
    <message>
        <source>only the M&amp;O is traded in during a turn</source>
        <translation>durante un turno solo se canjea M&amp;O</translation>
    </message>
    <message>
        <source>the M&amp;O is traded in at the train step</source>
        <translation>M&amp;O se canjea en el paso de trenes</translation>
    </message>
    <message>
        <source>a merger comes at the end of the turn, at the train step</source>
        <translation>la fusión llega al final del turno, en el paso de trenes</translation>
    </message>
    <message>
        <source>Place no doubled station</source>
        <translation>No colocar estación doble</translation>
    </message>
    <message>
        <source>Bid no more for this share</source>
        <translation>No pujar más por esta acción</translation>
    </message>
    <message>
        <source>Do not protect</source>
        <translation>No proteger</translation>
    </message>
    <message>
        <source>may place the connection run&apos;s doubled station</source>
        <translation>puede colocar la estación doble del recorrido de conexión</translation>
    </message>
    <message>
        <source>a run of the lent D-train is withheld</source>
        <translation>lo que recorre el tren D prestado se retiene</translation>
    </message>
    <message>
        <source>Buy no station</source>
        <translation>No comprar estación</translation>
    </message>
    <message>
        <source>may buy another company&apos;s station</source>
        <translation>puede comprar la estación de otra compañía</translation>
    </message>
    <message>
        <source>{player} may protect {company}: buy the {percent}% sold for {price}</source>
        <translation>{player} puede proteger {company}: comprar el {percent}% vendido por {price}</translation>
    </message>
    <message>
        <source>Pass — {company}&apos;s price drops for the sale</source>
        <translation>Pasar — la cotización de {company} baja por la venta</translation>
    </message>
    <message>
        <source>Pass — if everyone passes, the game ends: no company runs, so nothing would change</source>
        <translation>Pasar — si todos pasan, la partida termina: ninguna compañía opera, así que nada cambiaría</translation>
    </message>
    <message>
        <source>several shares at once only from the pool, of one company</source>
        <translation>varias acciones a la vez solo del mercado, y de una compañía</translation>
    </message>
    <message>
        <source>{company} is not in the Brown zone: one share a turn</source>
        <translation>{company} no está en la zona marrón: una acción por turno</translation>
    </message>
    <message>
        <source>in a stock round only the L&amp;M is traded, for a share</source>
        <translation>en una ronda de bolsa solo se canjea L&amp;M, por una acción</translation>
    </message>
    <message>
        <source>{company} was sold in one batch this turn</source>
        <translation>{company} ya se vendió en un lote este turno</translation>
    </message>
    <message>
        <source>a redemption is the whole turn</source>
        <translation>una recompra ocupa todo el turno</translation>
    </message>
    <message>
        <source>a redemption is the whole turn: nothing else before it</source>
        <translation>una recompra ocupa todo el turno: nada antes</translation>
    </message>
    <message>
        <source>no company has operated in the initial stock round</source>
        <translation>ninguna compañía ha operado en la ronda de bolsa inicial</translation>
    </message>
    <message>
        <source>no sale of that company to protect now</source>
        <translation>ahora no hay ninguna venta de esa compañía que proteger</translation>
    </message>
    <message>
        <source>Majors only, from phase 5. The major that takes it receives an ordinary 5-train, not a special train. Taking it is allowed at the train limit; any trains over the limit are discarded straight after.</source>
        <translation>Solo mayores, desde la fase 5. La mayor que la toma recibe un tren 5 normal, no un tren especial. Se puede tomar estando en el límite de trenes; los trenes que pasen del límite se descartan justo después.</translation>
    </message>
    <message>
        <source>Majors only, from phase 2. Turns into the 2P special train, a 2-train that never rusts. Special trains sit outside the train limit, do not count as owning a train, can never be sold, and a company keeps only one. Their income may be paid or kept apart from the other trains&apos; without changing the share price move. Never closes.</source>
        <translation>Solo mayores, desde la fase 2. Se convierte en el tren especial 2P, un tren 2 que nunca se oxida. Los trenes especiales quedan fuera del límite de trenes, no cuentan como tener tren, nunca se pueden vender y una compañía solo conserva uno. Sus ingresos pueden repartirse o retenerse aparte de los de los demás trenes sin cambiar el movimiento de la cotización. Nunca cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. Turns into the 3/2P special train: it runs like a 3-train, and its income, bonuses included, is halved and rounded up to a multiple of $10. Special trains follow the rules given on P2. Never closes.</source>
        <translation>Mayores y menores, desde la fase 1. Se convierte en el tren especial 3/2P: circula como un tren 3, y sus ingresos, bonificaciones incluidas, se dividen por dos y se redondean hacia arriba a un múltiplo de $10. Los trenes especiales siguen las reglas de P2. Nunca cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. Turns into the LP special train, an L-train that never rusts. Special trains follow the rules given on P2. Never closes.</source>
        <translation>Mayores y menores, desde la fase 1. Se convierte en el tren especial LP, un tren L que nunca se oxida. Los trenes especiales siguen las reglas de P2. Nunca cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 3. Turns into a Pullman car, which is not a train: hooked to one of the company&apos;s trains for a run (never an E-train; on 18xx.games not an L or LP either), it lets that train count any number of towns besides its cities. Cannot be sold, never rusts, sits outside the train limit; a company keeps one Pullman at most.</source>
        <translation>Mayores y menores, desde la fase 3. Se convierte en un coche Pullman, que no es un tren: enganchado a uno de los trenes de la compañía para un recorrido (nunca a un tren E; en 18xx.games tampoco a un L ni a un LP), permite a ese tren contar cualquier número de pueblos además de sus ciudades. No se puede vender, nunca se oxida y queda fuera del límite de trenes; una compañía tiene como mucho un Pullman.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 3. A second Pullman car, the same as P5.</source>
        <translation>Mayores y menores, desde la fase 3. Un segundo coche Pullman, igual que P5.</translation>
    </message>
    <message>
        <source>Majors only, from phase 3. A player who holds it may count double cash when the player order is set at the end of a stock round. A major that holds it earns $20 per operating round in phases 3-4, $40 in phases 5-6 and $60 in phase 7. Never closes.</source>
        <translation>Solo mayores, desde la fase 3. El jugador que la tiene puede contar el doble de su dinero cuando se fija el orden de jugadores al final de una ronda de bolsa. Una mayor que la tiene gana $20 por ronda de operaciones en las fases 3-4, $40 en las fases 5-6 y $60 en la fase 7. Nunca cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. Once, instead of one normal build, the company may upgrade one plain-track or town tile to the next colour before that colour is on sale. No colour may be skipped, and a minor cannot go past green. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Mayores y menores, desde la fase 1. Una vez, en lugar de una construcción normal, la compañía puede mejorar una loseta de vía simple o de pueblo al color siguiente antes de que ese color esté a la venta. No se puede saltar ningún color, y una menor no puede pasar del verde. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 3. Once, in its track step, the company may build extra: one more yellow tile (two for a major) or one more upgrade, which may upgrade a tile laid in the same step. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Mayores y menores, desde la fase 3. Una vez, en su paso de vías, la compañía puede construir de más: una loseta amarilla más (dos para una mayor) o una mejora más, que puede mejorar una loseta colocada en el mismo paso. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. Closes when taken: the company gets three builder cubes from the pool, to place in any of its track steps on top of its normal build.</source>
        <translation>Mayores y menores, desde la fase 1. Cierra al tomarla: la compañía recibe tres cubos de obras de la reserva, para colocarlos en cualquiera de sus pasos de vías además de su construcción normal.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. Once, as one of its builds, the company may lay plain yellow track on an unbuilt hex with a single town, or replace a town tile with plain track of the next colour. Not on hexes with two towns. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Mayores y menores, desde la fase 1. Una vez, como una de sus construcciones, la compañía puede colocar vía simple amarilla en un hexágono sin construir con un solo pueblo, o sustituir una loseta de pueblo por vía simple del color siguiente. No en hexágonos con dos pueblos. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 1. The same power as P12: once, plain track in place of a single town, as one of the company&apos;s builds. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Mayores y menores, desde la fase 1. La misma capacidad que P12: una vez, vía simple en lugar de un pueblo suelto, como una de las construcciones de la compañía. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Majors only, from phase 3. After its trains run, the company&apos;s treasury gets half the base value of the first and last stops of one train&apos;s route; E-train, destination and 3/2 adjustments are ignored. One contract per train. On 18xx.games it cannot ride on an L-train.</source>
        <translation>Solo mayores, desde la fase 3. Tras circular sus trenes, la tesorería de la compañía recibe la mitad del valor base de la primera y la última parada de la ruta de un tren; no cuentan los ajustes del tren E, del destino ni del 3/2. Un contrato por tren. En 18xx.games no puede ir en un tren L.</translation>
    </message>
    <message>
        <source>Majors only, from phase 3. A second mail contract, the same as P14.</source>
        <translation>Solo mayores, desde la fase 3. Un segundo contrato de correo, igual que P14.</translation>
    </message>
    <message>
        <source>Majors only, from phase 2. A major that holds it pays the bank $10 every operating round; when it cannot, the private closes and the share price moves one space left. The major may also close it in its turn, with the same price move.</source>
        <translation>Solo mayores, desde la fase 2. La mayor que la tiene paga $10 a la banca en cada ronda de operaciones; cuando no puede, la privada cierra y la cotización se mueve una casilla a la izquierda. La mayor también puede cerrarla en su turno, con el mismo movimiento de cotización.</translation>
    </message>
    <message>
        <source>Majors and minors, from phase 2. Once, on top of its normal build and without a route, the company may put the small port tile on a water spike that has no port. The port is then an off-board stop worth 30 in yellow phases and 40 from green on, for every company. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Mayores y menores, desde la fase 2. Una vez, además de su construcción normal y sin necesidad de ruta, la compañía puede poner la loseta de puerto pequeño en una punta de agua sin puerto. El puerto pasa a ser una parada fuera del tablero que vale 30 en las fases amarillas y 40 desde el verde, para todas las compañías. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Majors only, from phase 3. Like P17 with the large port tile, worth 40 in green, 50 in brown and 60 in gray phases. Pays the company $10 per operating round until used, then closes.</source>
        <translation>Solo mayores, desde la fase 3. Como P17, con la loseta de puerto grande, que vale 40 en las fases verdes, 50 en las marrones y 60 en las grises. Paga $10 a la compañía por ronda de operaciones hasta que se usa; después cierra.</translation>
    </message>
    <message>
        <source>Concession of FCM. In phases 2 to 4 its holder may exchange it for the FCM director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins. Offered together with minor 18 in the first concession box, for at least $200.</source>
        <translation>Concesión de FCM. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de FCM, del que paga $100. Se descarta sin compensación al empezar la fase 5. Se ofrece junto con la menor 18 en la primera casilla de concesiones, por al menos $200.</translation>
    </message>
    <message>
        <source>Concession of MC. In phases 2 to 4 its holder may exchange it for the MC director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de MC. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de MC, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>Concession of CHP. In phases 2 to 4 its holder may exchange it for the CHP director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de CHP. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de CHP, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>Concession of FNM. In phases 2 to 4 its holder may exchange it for the FNM director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de FNM. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de FNM, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>Concession of MIR. In phases 2 to 4 its holder may exchange it for the MIR director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de MIR. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de MIR, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>Concession of FCP. In phases 2 to 4 its holder may exchange it for the FCP director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de FCP. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de FCP, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>Concession of IRM. In phases 2 to 4 its holder may exchange it for the IRM director&apos;s certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins.</source>
        <translation>Concesión de IRM. En las fases 2 a 4 su titular puede cambiarla por el certificado de director de IRM, del que paga $100. Se descarta sin compensación al empezar la fase 5.</translation>
    </message>
    <message>
        <source>The only certificate of minor 1: 50%, counted as two shares. Home station in Tijuana.</source>
        <translation>El único certificado de la menor 1: 50%, cuenta como dos acciones. Estación de origen en Tijuana.</translation>
    </message>
    <message>
        <source>The only certificate of minor 2: 50%, counted as two shares. Home station in Ciudad Juárez.</source>
        <translation>El único certificado de la menor 2: 50%, cuenta como dos acciones. Estación de origen en Ciudad Juárez.</translation>
    </message>
    <message>
        <source>The only certificate of minor 3: 50%, counted as two shares. Home station in Hermosillo.</source>
        <translation>El único certificado de la menor 3: 50%, cuenta como dos acciones. Estación de origen en Hermosillo.</translation>
    </message>
    <message>
        <source>The only certificate of minor 4: 50%, counted as two shares. Home station in Cuauhtémoc.</source>
        <translation>El único certificado de la menor 4: 50%, cuenta como dos acciones. Estación de origen en Cuauhtémoc.</translation>
    </message>
    <message>
        <source>The only certificate of minor 5: 50%, counted as two shares. Home station in Nuevo Laredo.</source>
        <translation>El único certificado de la menor 5: 50%, cuenta como dos acciones. Estación de origen en Nuevo Laredo.</translation>
    </message>
    <message>
        <source>The only certificate of minor 6: 50%, counted as two shares. Home station in Los Mochis.</source>
        <translation>El único certificado de la menor 6: 50%, cuenta como dos acciones. Estación de origen en Los Mochis.</translation>
    </message>
    <message>
        <source>The only certificate of minor 7: 50%, counted as two shares. Home station in Monterrey.</source>
        <translation>El único certificado de la menor 7: 50%, cuenta como dos acciones. Estación de origen en Monterrey.</translation>
    </message>
    <message>
        <source>The only certificate of minor 8: 50%, counted as two shares. Home station in La Paz.</source>
        <translation>El único certificado de la menor 8: 50%, cuenta como dos acciones. Estación de origen en La Paz.</translation>
    </message>
    <message>
        <source>The only certificate of minor 9: 50%, counted as two shares. Home station in Mazatlán.</source>
        <translation>El único certificado de la menor 9: 50%, cuenta como dos acciones. Estación de origen en Mazatlán.</translation>
    </message>
    <message>
        <source>The only certificate of minor 10: 50%, counted as two shares. Home station in San Luis Potosí.</source>
        <translation>El único certificado de la menor 10: 50%, cuenta como dos acciones. Estación de origen en San Luis Potosí.</translation>
    </message>
    <message>
        <source>The only certificate of minor 11: 50%, counted as two shares. Home station in Guadalajara.</source>
        <translation>El único certificado de la menor 11: 50%, cuenta como dos acciones. Estación de origen en Guadalajara.</translation>
    </message>
    <message>
        <source>The only certificate of minor 12: 50%, counted as two shares. Home station in Guanajuato.</source>
        <translation>El único certificado de la menor 12: 50%, cuenta como dos acciones. Estación de origen en Guanajuato.</translation>
    </message>
    <message>
        <source>The only certificate of minor 13: 50%, counted as two shares. Home station in León.</source>
        <translation>El único certificado de la menor 13: 50%, cuenta como dos acciones. Estación de origen en León.</translation>
    </message>
    <message>
        <source>The only certificate of minor 14: 50%, counted as two shares. Home station in Mexico City. If it comes first of minors 14, 15 and 17 in the shuffled pile, the NdeM takes its place.</source>
        <translation>El único certificado de la menor 14: 50%, cuenta como dos acciones. Estación de origen en Ciudad de México. Si sale la primera de las menores 14, 15 y 17 en el mazo barajado, NdeM ocupa su lugar.</translation>
    </message>
    <message>
        <source>The only certificate of minor 15: 50%, counted as two shares. Home station in Mexico City. If it comes first of minors 14, 15 and 17 in the shuffled pile, the NdeM takes its place.</source>
        <translation>El único certificado de la menor 15: 50%, cuenta como dos acciones. Estación de origen en Ciudad de México. Si sale la primera de las menores 14, 15 y 17 en el mazo barajado, NdeM ocupa su lugar.</translation>
    </message>
    <message>
        <source>The only certificate of minor 16: 50%, counted as two shares. Home station in Tlaxcala.</source>
        <translation>El único certificado de la menor 16: 50%, cuenta como dos acciones. Estación de origen en Tlaxcala.</translation>
    </message>
    <message>
        <source>The only certificate of minor 17: 50%, counted as two shares. Home station in Puebla. If it comes first of minors 14, 15 and 17 in the shuffled pile, the NdeM takes its place.</source>
        <translation>El único certificado de la menor 17: 50%, cuenta como dos acciones. Estación de origen en Puebla. Si sale la primera de las menores 14, 15 y 17 en el mazo barajado, NdeM ocupa su lugar.</translation>
    </message>
    <message>
        <source>The only certificate of minor 18: 50%, counted as two shares. Home station in Tlaxcala.</source>
        <translation>El único certificado de la menor 18: 50%, cuenta como dos acciones. Estación de origen en Tlaxcala.</translation>
    </message>
    <message>
        <source>The only certificate of minor 19: 50%, counted as two shares. Home station in Veracruz.</source>
        <translation>El único certificado de la menor 19: 50%, cuenta como dos acciones. Estación de origen en Veracruz.</translation>
    </message>
    <message>
        <source>The only certificate of minor 20: 50%, counted as two shares. Home station in Acapulco.</source>
        <translation>El único certificado de la menor 20: 50%, cuenta como dos acciones. Estación de origen en Acapulco.</translation>
    </message>
    <message>
        <source>The only certificate of minor 21: 50%, counted as two shares. Home station in Oaxaca.</source>
        <translation>El único certificado de la menor 21: 50%, cuenta como dos acciones. Estación de origen en Oaxaca.</translation>
    </message>
    <message>
        <source>The only certificate of minor 22: 50%, counted as two shares. Home station in Villahermosa.</source>
        <translation>El único certificado de la menor 22: 50%, cuenta como dos acciones. Estación de origen en Villahermosa.</translation>
    </message>
    <message>
        <source>The only certificate of minor 23: 50%, counted as two shares. Home station in Mérida.</source>
        <translation>El único certificado de la menor 23: 50%, cuenta como dos acciones. Estación de origen en Mérida.</translation>
    </message>
    <message>
        <source>The only certificate of minor 24: 50%, counted as two shares. Home station in Guatemala.</source>
        <translation>El único certificado de la menor 24: 50%, cuenta como dos acciones. Estación de origen en Guatemala.</translation>
    </message>
    <message>
        <source>Minors from the bid boxes</source>
        <translation>Menores de las casillas de puja</translation>
    </message>
    <message>
        <source>Train trading</source>
        <translation>Compraventa de trenes</translation>
    </message>
    <message>
        <source>Concessions convertible</source>
        <translation>Concesiones convertibles</translation>
    </message>
    <message>
        <source>Majors float at 50%</source>
        <translation>Las mayores salen a flote con el 50%</translation>
    </message>
    <message>
        <source>Full capitalisation</source>
        <translation>Capitalización completa</translation>
    </message>
    <message>
        <source>Minors start at $50</source>
        <translation>Las menores se fundan a $50</translation>
    </message>
    <message>
        <source>Minors start at half the bid</source>
        <translation>Las menores se fundan a la mitad de la puja</translation>
    </message>
    <message>
        <source>Minors keep the whole bid</source>
        <translation>Las menores se quedan toda la puja</translation>
    </message>
    <message>
        <source>Minors stop at green</source>
        <translation>Las menores no pasan del verde</translation>
    </message>
    <message>
        <source>The bank runs out of money</source>
        <translation>La banca se queda sin dinero</translation>
    </message>
    <message>
        <source>During an operating round: the game ends after the current set of operating rounds. During a stock round: after the next operating round.</source>
        <translation>Durante una ronda de operaciones: la partida termina tras la tanda de rondas de operaciones en curso. Durante una ronda de bolsa: tras la siguiente ronda de operaciones.</translation>
    </message>
    <message>
        <source>A share price reaches $600</source>
        <translation>Una cotización llega a $600</translation>
    </message>
    <message>
        <source>The game ends when the operating round under way, or else the next one, is over.</source>
        <translation>La partida termina al acabar la ronda de operaciones en curso o, si no la hay, la siguiente.</translation>
    </message>
    <message>
        <source>major</source>
        <translation>mayor</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>menor</translation>
    </message>
    <message>
        <source>Once, the owning company saves 30 on laying a yellow mine tile or on closing a mine while upgrading its hex to green; the private then closes.</source>
        <translation>Una vez, la compañía propietaria se ahorra 30 al colocar una loseta amarilla de mina o al cerrar una mina mientras mejora su hexágono a verde; después la privada cierra.</translation>
    </message>
    <message>
        <source>Carries the Barcelona-Mataró train, a 2 or 1+2 train that rusts with the 2s. The company that buys it keeps the train (not running in the round it was bought) and the private closes.</source>
        <translation>Lleva el tren Barcelona-Mataró, un tren 2 o 1+2 que se oxida con los 2. La compañía que la compra se queda el tren (que no circula en la ronda en que se compró) y la privada cierra.</translation>
    </message>
    <message>
        <source>Pays income until phase 5. Then a player&apos;s copy closes; a company&apos;s copy becomes a permanent 2-train outside the train limit whose first run must reach Aranjuez.</source>
        <translation>Paga ingresos hasta la fase 5. Entonces la de un jugador cierra; la de una compañía se convierte en un tren 2 permanente, fuera del límite de trenes, cuyo primer recorrido debe llegar a Aranjuez.</translation>
    </message>
    <message>
        <source>Once, the owning major may open the Alar del Rey pass for nothing or any other pass for 40 less; the private then closes.</source>
        <translation>Una vez, la mayor propietaria puede abrir el paso de Alar del Rey gratis, o cualquier otro paso por 40 menos; después la privada cierra.</translation>
    </message>
    <message>
        <source>Holds the tenders. While a player owns it, companies may buy tenders from it for 80 (20 to the owner, 60 to the bank); the company that buys the private takes the last tender.</source>
        <translation>Tiene los ténderes. Mientras la tenga un jugador, las compañías pueden comprarle ténderes por 80 (20 para el propietario, 60 para la banca); la compañía que compra la privada se queda el último ténder.</translation>
    </message>
    <message>
        <source>Its buyer also receives a 10% certificate of CRB, which cannot be sold before CRB has a par price.</source>
        <translation>Quien la compra recibe además un certificado del 10% de CRB, que no se puede vender antes de que CRB tenga valor par.</translation>
    </message>
    <message>
        <source>Used when CRB is not in play: its buyer also receives a 10% certificate of a northern major drawn at set-up.</source>
        <translation>Se usa cuando CRB no está en juego: quien la compra recibe además un certificado del 10% de una mayor del norte sorteada en la preparación.</translation>
    </message>
    <message>
        <source>Its buyer receives the director&apos;s certificate of a northern major drawn at set-up and sets its par at once. Closes when that major buys its first train; never sold to a company.</source>
        <translation>Quien la compra recibe el certificado de director de una mayor del norte sorteada en la preparación y fija su valor par en el acto. Cierra cuando esa mayor compra su primer tren; nunca se vende a una compañía.</translation>
    </message>
    <message>
        <source>Privates for sale to companies</source>
        <translation>Privadas en venta a compañías</translation>
    </message>
    <message>
        <source>Pars of 95 and 100</source>
        <translation>Valores par de 95 y 100</translation>
    </message>
    <message>
        <source>Second tile</source>
        <translation>Segunda loseta</translation>
    </message>
    <message>
        <source>Mountain passes</source>
        <translation>Pasos de montaña</translation>
    </message>
    <message>
        <source>The second 8-train leaves the bank</source>
        <translation>El segundo tren 8 sale de la banca</translation>
    </message>
    <message>
        <source>The operating round under way ends the set; one more stock round and three operating rounds follow.</source>
        <translation>La ronda de operaciones en curso cierra la tanda; siguen una ronda de bolsa más y tres rondas de operaciones.</translation>
    </message>
    <message>
        <source>No special power. The first company on sale; its price falls while nobody buys it.</source>
        <translation>Sin capacidad especial. La primera compañía en venta; su precio baja mientras nadie la compra.</translation>
    </message>
    <message>
        <source>Baja variant only. A company that owns it may put one free station in Santa Rosalía (H3) without a connection, on top of its normal station.</source>
        <translation>Solo en la variante Baja. Una compañía propietaria puede poner una estación gratis en Santa Rosalía (H3) sin conexión, además de su estación normal.</translation>
    </message>
    <message>
        <source>A company that owns it may lay the Copper Canyon tile (#470) in F5 for $60 during its track step, as an extra lay that needs no connection.</source>
        <translation>Una compañía propietaria puede colocar la loseta de Copper Canyon (n.º 470) en F5 por $60 durante su paso de vías, como colocación adicional que no necesita conexión.</translation>
    </message>
    <message>
        <source>Gives control of minor A, based in Tampico (M12). At Phase 3½ the minor closes and its owner receives a 5% NdM certificate.</source>
        <translation>Da el control de la menor A, con base en Tampico (M12). En la fase 3½ la menor cierra y su propietario recibe un certificado del 5% de NdM.</translation>
    </message>
    <message>
        <source>Gives control of minor B, based in Mazatlán (K6). At Phase 3½ the minor closes and its owner receives a 5% NdM certificate.</source>
        <translation>Da el control de la menor B, con base en Mazatlán (K6). En la fase 3½ la menor cierra y su propietario recibe un certificado del 5% de NdM.</translation>
    </message>
    <message>
        <source>Gives control of minor C, based in Oaxaca (S12). At Phase 3½ the minor closes and its owner receives the 10% UdY certificate.</source>
        <translation>Da el control de la menor C, con base en Oaxaca (S12). En la fase 3½ la menor cierra y su propietario recibe el certificado del 10% de UdY.</translation>
    </message>
    <message>
        <source>Its first buyer also receives a 10% certificate of CHI.</source>
        <translation>Su primer comprador recibe además un certificado del 10% de CHI.</translation>
    </message>
    <message>
        <source>Its first buyer also receives the NdM president&apos;s certificate and sets NdM&apos;s par at once. Closes when NdM buys its first train. Never sold to a company.</source>
        <translation>Su primer comprador recibe además el certificado de presidente de NdM y fija en el acto el valor par de NdM. Cierra cuando NdM compra su primer tren. Nunca se vende a una compañía.</translation>
    </message>
    <message>
        <source>Private trades</source>
        <translation>Compraventa de privadas entre jugadores</translation>
    </message>
    <message>
        <source>One bank train per turn</source>
        <translation>Un tren de la banca por turno</translation>
    </message>
    <message>
        <source>NdM closed to trading</source>
        <translation>NdM cerrada a la compraventa</translation>
    </message>
    <message>
        <source>A player goes bankrupt</source>
        <translation>Un jugador quiebra</translation>
    </message>
    <message>
        <source>The game ends at once.</source>
        <translation>La partida termina en el acto.</translation>
    </message>
    <message>
        <source>A share price reaches $200</source>
        <translation>Una cotización llega a $200</translation>
    </message>
    <message>
        <source>The game ends after the current operating round.</source>
        <translation>La partida termina tras la ronda de operaciones en curso.</translation>
    </message>
    <message>
        <source>No special power. Pays $20 per operating round in phases 1 to 3, $10 in phase 4.</source>
        <translation>Sin capacidad especial. Paga $20 por ronda de operaciones en las fases 1 a 3, y $10 en la fase 4.</translation>
    </message>
    <message>
        <source>Its company may put one extra station in any open on-map city circle, with no route to it, at the normal station cost. Not the company&apos;s station action for the round; using it closes the private.</source>
        <translation>Su compañía puede poner una estación adicional en cualquier círculo libre de una ciudad del mapa, sin ruta hasta ella, al coste normal de una estación. No es la acción de estación de la compañía en la ronda; usarla cierra la privada.</translation>
    </message>
    <message>
        <source>No income of its own: its holder gets $10 from the bank at the end of each operating round for every route, of any company, that stops in St. Louis, until the first 6-train (also after the private closes).</source>
        <translation>Sin ingresos propios: su titular recibe $10 de la banca al final de cada ronda de operaciones por cada ruta, de cualquier compañía, que para en St. Louis, hasta el primer tren 6 (también después de que cierre la privada).</translation>
    </message>
    <message>
        <source>Once all privates are sold, its holder may trade it for one ordinary share of any company, from the offering, a treasury or the pool; the private then closes. Never sold to a company.</source>
        <translation>Una vez vendidas todas las privadas, su titular puede canjearla por una acción ordinaria de cualquier compañía, de la oferta inicial, de una tesorería o del mercado; después la privada cierra. Nunca se vende a una compañía.</translation>
    </message>
    <message>
        <source>Its holder receives half of every river cost any company pays.</source>
        <translation>Su titular recibe la mitad de cada coste de río que pague cualquier compañía.</translation>
    </message>
    <message>
        <source>Chicago counts double on every route of the company that owns it, until the first 6-train (also after the private closes).</source>
        <translation>Chicago cuenta doble en cada ruta de la compañía propietaria, hasta el primer tren 6 (también después de que cierre la privada).</translation>
    </message>
    <message>
        <source>Comes with a 10% share of the GM&amp;O. As president of a company buying trains, its holder may trade it for one train from the bank, free; the private then closes. Never sold to a company.</source>
        <translation>Viene con una acción del 10% de GM&amp;O. Como presidente de una compañía que compra trenes, su titular puede canjearla por un tren de la banca, gratis; después la privada cierra. Nunca se vende a una compañía.</translation>
    </message>
    <message>
        <source>Towns become cities or track</source>
        <translation>Los pueblos pasan a ser ciudades o vía</translation>
    </message>
    <message>
        <source>Mergers</source>
        <translation>Fusiones</translation>
    </message>
    <message>
        <source>The set of operating rounds under way is played out; after a stock round, the next set.</source>
        <translation>Se juega hasta el final la tanda de rondas de operaciones en curso; tras una ronda de bolsa, la tanda siguiente.</translation>
    </message>
    <message>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <source>minor {minor}</source>
        <translation>la menor {minor}</translation>
    </message>
    <message>
        <source>bought {items}</source>
        <translation>compra de {items}</translation>
    </message>
    <message>
        <source>sold {items}</source>
        <translation>venta de {items}</translation>
    </message>
    <message>
        <source>started {items}</source>
        <translation>fundación de {items}</translation>
    </message>
    <message>
        <source>bid {items}</source>
        <translation>puja de {items}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pase</translation>
    </message>
    <message>
        <source>laid track in {items}</source>
        <translation>vías en {items}</translation>
    </message>
    <message>
        <source>placed a station in {items}</source>
        <translation>estación en {items}</translation>
    </message>
    <message>
        <source>took over the station in {items}</source>
        <translation>toma de la estación de {items}</translation>
    </message>
    <message>
        <source>ran for {items}</source>
        <translation>recorrido de {items}</translation>
    </message>
    <message>
        <source>withheld {items}</source>
        <translation>retención de {items}</translation>
    </message>
    <message>
        <source>paid {items}</source>
        <translation>reparto de {items}</translation>
    </message>
    <message>
        <source>lost {items}</source>
        <translation>pérdida de {items}</translation>
    </message>
    <message>
        <source>discarded {items}</source>
        <translation>descarte de {items}</translation>
    </message>
    <message>
        <source>laid {items}</source>
        <translation>colocación de {items}</translation>
    </message>
    <message>
        <source>shareholders got {items}</source>
        <translation>los accionistas reciben {items}</translation>
    </message>
    <message>
        <source>Closed:</source>
        <translation>Cierran:</translation>
    </message>
    <message>
        <source>{head}, {parts}</source>
        <translation>{head}; {parts}</translation>
    </message>
    <message>
        <source>{head} {parts}</source>
        <translation>{head}: {parts}</translation>
    </message>
    <message>
        <source>{percent}% of {company} ({change})</source>
        <translation>{percent}% de {company} ({change})</translation>
    </message>
    <message>
        <source>{percent}% of {company}</source>
        <translation>{percent}% de {company}</translation>
    </message>
    <message>
        <source>now {price}</source>
        <translation>ahora {price}</translation>
    </message>
    <message>
        <source>price {price}</source>
        <translation>cotización {price}</translation>
    </message>
    <message>
        <source>price {was}, now {price}</source>
        <translation>cotización {was}, ahora {price}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Share prices: {moves}</source>
        <translation>Cotizaciones: {moves}</translation>
    </message>
    <message>
        <source>{player} became president of {company}</source>
        <translation>{player}: presidente de {company}</translation>
    </message>
    <message>
        <source>{player} went bankrupt</source>
        <translation>{player}: en quiebra</translation>
    </message>
    <message>
        <source>{company} merged into {other}</source>
        <translation>{company} se fusionó con {other}</translation>
    </message>
    <message>
        <source>{company} merged</source>
        <translation>{company} se fusionó</translation>
    </message>
    <message>
        <source>{amount} per 10%</source>
        <translation>{amount} por cada 10%</translation>
    </message>
    <message>
        <source>{company} at {price}</source>
        <translation>{company} a {price}</translation>
    </message>
    <message>
        <source>{price} on {company}</source>
        <translation>{price} por {company}</translation>
    </message>
    <message>
        <source>{private} from {seller} for {price}</source>
        <translation>{private} a {seller} por {price}</translation>
    </message>
    <message>
        <source>{private} for {price}</source>
        <translation>{private} por {price}</translation>
    </message>
    <message>
        <source>{private} to {buyer} for {price}</source>
        <translation>{private} a {buyer} por {price}</translation>
    </message>
    <message>
        <source>{player} paid in {amount}</source>
        <translation>aportación de {player}: {amount}</translation>
    </message>
    <message>
        <source>{company} floated</source>
        <translation>{company} a flote</translation>
    </message>
    <message>
        <source>the Copper Canyon tile</source>
        <translation>la loseta de Copper Canyon</translation>
    </message>
    <message>
        <source>{train} from {seller} for {price}</source>
        <translation>{train} a {seller} por {price}</translation>
    </message>
    <message>
        <source>its obsolete {train}-train</source>
        <translation>su tren {train} obsoleto</translation>
    </message>
    <message>
        <source>{amount} a share</source>
        <translation>{amount} por acción</translation>
    </message>
    <message>
        <source>{trains} rust</source>
        <translation>se oxidan los {trains}</translation>
    </message>
    <message>
        <source>{trains} become obsolete</source>
        <translation>los {trains} quedan obsoletos</translation>
    </message>
    <message>
        <source>{players} passed</source>
        <translation>pase de {players}</translation>
    </message>
    <message>
        <source>… and {count} more (see the log)</source>
        <translation>… y {count} más (véase el registro)</translation>
    </message>
    <message>
        <source>{private} is worth about {amount}</source>
        <translation>{private} vale unos {amount}</translation>
    </message>
    <message>
        <source>starts {company} with {price} a share</source>
        <translation>funda {company} a {price} por acción</translation>
    </message>
    <message>
        <source>{company} earned {amount} last run</source>
        <translation>{company} ganó {amount} en su última circulación</translation>
    </message>
    <message>
        <source>{company} is worth more to you as cash</source>
        <translation>{company} te vale más en dinero</translation>
    </message>
    <message>
        <source>the track in {place} helps the runs</source>
        <translation>la vía en {place} mejora las rutas</translation>
    </message>
    <message>
        <source>a station in {place} opens and blocks routes</source>
        <translation>una estación en {place} abre y bloquea rutas</translation>
    </message>
    <message>
        <source>{company} needs the train to run (or to run further)</source>
        <translation>{company} necesita el tren para circular (o para llegar más lejos)</translation>
    </message>
    <message>
        <source>the best routes the route finder found ({amount})</source>
        <translation>las mejores rutas que encontró el buscador de rutas ({amount})</translation>
    </message>
    <message>
        <source>{choice}: the best split of the run between you and {company}</source>
        <translation>{choice}: el mejor reparto de la recaudación entre tú y {company}</translation>
    </message>
    <message>
        <source>nothing else here is worth its cost</source>
        <translation>nada más aquí compensa su coste</translation>
    </message>
    <message>
        <source>the best of its kind for your position</source>
        <translation>lo mejor de su clase para tu posición</translation>
    </message>
    <message>
        <source>pay out</source>
        <translation>repartir</translation>
    </message>
    <message>
        <source>withhold</source>
        <translation>retener</translation>
    </message>
    <message>
        <source>pay half</source>
        <translation>repartir la mitad</translation>
    </message>
    <message>
        <source>{company} first chooses the city of its station in {hex}</source>
        <translation>{company} elige primero la ciudad de su estación en {hex}</translation>
    </message>
    <message>
        <source>{company}&apos;s station in {place} takes city {city}</source>
        <translation>La estación de {company} en {place} ocupa la ciudad {city}</translation>
    </message>
    <message>
        <source>{company} chooses the city of its station in {hex}</source>
        <translation>{company} elige la ciudad de su estación en {hex}</translation>
    </message>
</context>
</TS>
