; NSIS additions for IT (electron-builder includes this file; nsis.include in electron-builder.yml).
; A silent per-machine install can preset the IT policy the app reads from HKLM\Software\Policies\DaliBackoffice:
;   大理文旅运营管理平台-Setup-0.1.0.exe /S /ServerUrl=https://bladex.example.com /AuthFlavour=bladex
;       /ClientId=dali /IdleLockMinutes=15 /UpdateFeedUrl=https://updates.example.com/dali /UpdateChannel=stable
; Only the values given are written; nothing is removed on uninstall (the policy belongs to IT, not the app).
!include "FileFunc.nsh"

!macro daliPolicyString NAME
  ClearErrors
  ${GetOptions} $R0 "/${NAME}=" $R1
  ${IfNot} ${Errors}
    WriteRegStr HKLM "Software\Policies\DaliBackoffice" "${NAME}" "$R1"
  ${EndIf}
!macroend

!macro daliPolicyNumber NAME
  ClearErrors
  ${GetOptions} $R0 "/${NAME}=" $R1
  ${IfNot} ${Errors}
    IntOp $R2 $R1 + 0
    WriteRegDWORD HKLM "Software\Policies\DaliBackoffice" "${NAME}" $R2
  ${EndIf}
!macroend

!macro customInstall
  ${GetParameters} $R0
  !insertmacro daliPolicyString "ServerUrl"
  !insertmacro daliPolicyString "AuthFlavour"
  !insertmacro daliPolicyString "ClientId"
  !insertmacro daliPolicyNumber "IdleLockMinutes"
  !insertmacro daliPolicyNumber "IdleLockMayLengthen"
  !insertmacro daliPolicyNumber "KioskDisplay"
  !insertmacro daliPolicyNumber "StartWithBoard"
  !insertmacro daliPolicyString "UpdateChannel"
  !insertmacro daliPolicyString "UpdateFeedUrl"
  !insertmacro daliPolicyString "UpdateMaintenanceWindow"
  !insertmacro daliPolicyNumber "DisableExport"
  !insertmacro daliPolicyString "CrashReportUrl"
!macroend
