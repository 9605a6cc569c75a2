# Shared by scripts/run and scripts/test (sourced, not run): find a Python >= 3.10,
# create .venv on first use, reinstall when pyproject.toml changes, and check the
# system libraries Qt needs, naming the Debian packages when some are missing.

GD_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GD_VENV="$GD_ROOT/.venv"
GD_PY="$GD_VENV/bin/python"
GD_STAMP="$GD_VENV/.gamedesk-installed"

# soname=Debian package (Debian 12 names). Found with `readelf -d` / `ldd` on the
# libraries of the PySide6 wheel; libc, libstdc++ and friends are always present.
# What QtCore, QtGui, QtWidgets and the offscreen platform (tests) load:
GD_QT_BASE_LIBS=(
  libglib-2.0.so.0=libglib2.0-0 libgthread-2.0.so.0=libglib2.0-0
  libEGL.so.1=libegl1 libGL.so.1=libgl1 libxkbcommon.so.0=libxkbcommon0
  libfontconfig.so.1=libfontconfig1 libfreetype.so.6=libfreetype6
  libX11.so.6=libx11-6 libdbus-1.so.3=libdbus-1-3
)
# What the X11 (xcb) platform plugin adds, to show the window on a desktop:
GD_QT_XCB_LIBS=(
  libxcb.so.1=libxcb1 libX11-xcb.so.1=libx11-xcb1 libxkbcommon-x11.so.0=libxkbcommon-x11-0
  libxcb-cursor.so.0=libxcb-cursor0 libxcb-icccm.so.4=libxcb-icccm4
  libxcb-image.so.0=libxcb-image0 libxcb-keysyms.so.1=libxcb-keysyms1
  libxcb-randr.so.0=libxcb-randr0 libxcb-render.so.0=libxcb-render0
  libxcb-render-util.so.0=libxcb-render-util0 libxcb-shape.so.0=libxcb-shape0
  libxcb-shm.so.0=libxcb-shm0 libxcb-sync.so.1=libxcb-sync1 libxcb-util.so.1=libxcb-util1
  libxcb-xfixes.so.0=libxcb-xfixes0 libxcb-xkb.so.1=libxcb-xkb1
)
# What the Wayland platform plugin adds (an alternative to xcb on Wayland desktops):
GD_QT_WAYLAND_LIBS=(
  libwayland-client.so.0=libwayland-client0 libwayland-cursor.so.0=libwayland-cursor0
)

gd_say() { printf 'gamedesk: %s\n' "$*" >&2; }
gd_die() { printf 'gamedesk: %s\n' "$*" >&2; exit 1; }

gd_python_ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; }

# Sets GD_BASE_PY to the first Python >= 3.10 ($PYTHON first, if set).
gd_find_python() {
  if [ -n "${PYTHON:-}" ]; then
    gd_python_ok "$PYTHON" || gd_die "PYTHON=$PYTHON is not a working Python 3.10 or newer"
    GD_BASE_PY="$PYTHON"
    return
  fi
  local candidate
  for candidate in python3 python3.13 python3.12 python3.11 python3.10; do
    if command -v "$candidate" >/dev/null 2>&1 && gd_python_ok "$candidate"; then
      GD_BASE_PY="$candidate"
      return
    fi
  done
  local found="none"
  command -v python3 >/dev/null 2>&1 && found="$(python3 --version 2>&1)"
  gd_die "gamedesk needs Python 3.10 or newer (python3 found: $found).
  On Debian/Ubuntu:  sudo apt-get install python3 python3-venv"
}

# Debian and Ubuntu ship the venv module (its ensurepip part) in a separate package.
gd_check_venv_module() {
  "$GD_BASE_PY" -c 'import venv, ensurepip' 2>/dev/null && return
  local package="python3-venv"
  if [ "$GD_BASE_PY" != python3 ]; then
    package="python$("$GD_BASE_PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')-venv"
  fi
  gd_die "$GD_BASE_PY cannot create virtual environments (its venv module is missing).
  On Debian/Ubuntu:  sudo apt-get install $package"
}

gd_create_venv() {
  if [ -e "$GD_VENV" ]; then
    gd_say ".venv does not work (moved, or made by a Python that is gone); making a new one"
    rm -rf "$GD_VENV"
  fi
  gd_find_python
  gd_check_venv_module
  gd_say "creating .venv with $GD_BASE_PY (first run only)"
  if ! "$GD_BASE_PY" -m venv "$GD_VENV"; then
    rm -rf "$GD_VENV"
    gd_die "could not create .venv (see the message above)"
  fi
}

# .venv with gamedesk installed in editable mode; reinstalled when pyproject.toml changes.
gd_ensure_env() {
  gd_python_ok "$GD_PY" || gd_create_venv
  if [ ! -f "$GD_STAMP" ] || [ "$GD_ROOT/pyproject.toml" -nt "$GD_STAMP" ]; then
    gd_say "installing gamedesk and its dependencies into .venv"
    # The filter hides setuptools' generic note about editable installs, nothing else.
    PYTHONWARNINGS="ignore:Editable installation" \
      "$GD_PY" -m pip install --quiet --disable-pip-version-check --progress-bar off \
      -e "$GD_ROOT[dev]" \
      || gd_die "pip could not install the dependencies (see above); check the network and run this again"
    touch "$GD_STAMP"
  fi
}

# The packages of soname=package arguments, each once, in order.
gd_packages_of() {
  local pair packages=()
  for pair in "$@"; do
    case " ${packages[*]:-} " in *" ${pair#*=} "*) ;; *) packages+=("${pair#*=}") ;; esac
  done
  printf '%s' "${packages[*]:-}"
}

# The packages whose libraries (soname=package arguments) are not installed;
# nothing where it cannot tell (not Linux, no ldconfig): the import probe decides there.
gd_missing_packages() {
  [ "$(uname -s)" = Linux ] || return 0
  local ldconfig known pair absent=()
  ldconfig="$(command -v ldconfig || echo /sbin/ldconfig)"
  [ -x "$ldconfig" ] || return 0
  known="$("$ldconfig" -p 2>/dev/null | awk 'NR > 1 { print $1 }')" || return 0
  for pair in "$@"; do
    grep -qxF "${pair%%=*}" <<<"$known" || absent+=("$pair")
  done
  [ "${#absent[@]}" -eq 0 ] || gd_packages_of "${absent[@]}"
}

gd_apt_hint() {
  printf '  On Debian/Ubuntu:  sudo apt-get install %s\n' "$1" >&2
}

# Qt without a display (what the tests use): checked before the big download, then
# proven by importing QtGui/QtWidgets, which loads every one of these libraries.
gd_check_qt_base() {
  local missing
  missing="$(gd_missing_packages "${GD_QT_BASE_LIBS[@]}")"
  if [ -n "$missing" ]; then
    gd_say "Qt needs system libraries that are not installed."
    gd_apt_hint "$missing"
    exit 1
  fi
}

gd_probe_qt() {
  local error
  error="$(QT_QPA_PLATFORM=offscreen "$GD_PY" -c 'from PySide6 import QtGui, QtWidgets' 2>&1)" \
    && return
  gd_say "Qt does not load: $(tail -n 1 <<<"$error")"
  if grep -q "shared object" <<<"$error"; then
    gd_apt_hint "$(gd_packages_of "${GD_QT_BASE_LIBS[@]}")"
  else
    printf '  Remove .venv and run this again to reinstall it.\n' >&2
  fi
  exit 1
}

# The window on a desktop: X11 (xcb) libraries, unless a complete Wayland set will do.
gd_check_qt_window() {
  [ -n "${QT_QPA_PLATFORM:-}" ] && return 0  # the user chose a platform (offscreen, vnc ...)
  local missing
  missing="$(gd_missing_packages "${GD_QT_XCB_LIBS[@]}")"
  [ -z "$missing" ] && return 0
  if [ -n "${WAYLAND_DISPLAY:-}" ] && [ -z "$(gd_missing_packages "${GD_QT_WAYLAND_LIBS[@]}")" ]; then
    return 0
  fi
  gd_say "the window needs Qt's X11 libraries, and some are not installed."
  gd_apt_hint "$missing"
  exit 1
}

# The window's translations: translations/*.qm are build output (not committed),
# compiled from the .ts files when missing or older (tools/translations.py builds
# them too). A .qm that cannot be made leaves the window in English.
gd_build_translations() {
  local ts qm tool="${1:-$GD_VENV/bin/pyside6-lrelease}"
  for ts in "$GD_ROOT"/translations/*.ts; do
    [ -e "$ts" ] || continue
    qm="${ts%.ts}.qm"
    if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
      "$tool" -silent "$ts" -qm "$qm" \
        || gd_say "could not compile $(basename "$ts"); the window stays in English"
    fi
  done
}
