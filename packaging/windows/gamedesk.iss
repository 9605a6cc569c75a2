; Inno Setup script: a Windows installer for the bundle packaging/build made in
; dist\gamedesk. Not built or tried here (see packaging/README.md). Compile with
;   iscc /DAppVersion=0.1.0 packaging\windows\gamedesk.iss
; Per-user install by default (no administrator needed); .gamedesk saves are
; registered to open in gamedesk with a double click.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppId "org.gamedesk.gamedesk"
#define ProgId "gamedesk.save"

[Setup]
AppId={#AppId}
AppName=gamedesk
AppVersion={#AppVersion}
AppPublisher=gamedesk developers
DefaultDirName={autopf}\gamedesk
DefaultGroupName=gamedesk
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=gamedesk-{#AppVersion}-windows-setup
UninstallDisplayIcon={app}\gamedesk.exe
Compression=lzma2/max
SolidCompression=yes

[Files]
Source: "dist\gamedesk\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\gamedesk"; Filename: "{app}\gamedesk.exe"
Name: "{autodesktop}\gamedesk"; Filename: "{app}\gamedesk.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

[Registry]
; .gamedesk -> gamedesk.save -> "gamedesk.exe" "FILE" (HKA: the user's or the machine's
; classes, as the install mode chose).
Root: HKA; Subkey: "Software\Classes\.gamedesk\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "gamedesk saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\gamedesk.exe,0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\gamedesk.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\gamedesk.exe\SupportedTypes"; ValueType: string; ValueName: ".gamedesk"; ValueData: ""

[Run]
Filename: "{app}\gamedesk.exe"; Description: "{cm:LaunchProgram,gamedesk}"; Flags: nowait postinstall skipifsilent
