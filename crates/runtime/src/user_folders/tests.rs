//! Each system's folders, from environments given here.

use super::*;
use crate::fakes::environment as env;

const APPDATA: &str = r"C:\Users\ada\AppData\Roaming";

#[test]
fn windows_keeps_data_and_config_in_appdata() {
    let all = [
        ("APPDATA", APPDATA),
        ("XDG_DATA_HOME", "/x/data"),
        ("XDG_CONFIG_HOME", "/x/config"),
        ("USERPROFILE", r"C:\Users\ada"),
    ];
    assert_eq!(
        data_folder(System::Windows, env(&all)),
        PathBuf::from(APPDATA)
    );
    assert_eq!(
        config_folder(System::Windows, env(&all)),
        Some(PathBuf::from(APPDATA))
    );
    // Without %APPDATA%, the rules of the other systems, from the user's profile.
    let profile = [("USERPROFILE", "/profile")];
    assert_eq!(
        config_folder(System::Windows, env(&profile)),
        Some(PathBuf::from("/profile").join(".config"))
    );
}

#[test]
fn macos_keeps_data_and_config_in_application_support() {
    let home = [("HOME", "/Users/ada"), ("APPDATA", APPDATA)];
    let support = PathBuf::from("/Users/ada")
        .join("Library")
        .join("Application Support");
    assert_eq!(data_folder(System::MacOs, env(&home)), support);
    assert_eq!(config_folder(System::MacOs, env(&home)), Some(support));
    let xdg = [("HOME", "/Users/ada"), ("XDG_CONFIG_HOME", "/x/config")];
    assert_eq!(
        config_folder(System::MacOs, env(&xdg)),
        Some(PathBuf::from("/x/config"))
    );
}

#[test]
fn other_systems_follow_xdg() {
    let home = [("HOME", "/home/ada"), ("APPDATA", APPDATA)];
    assert_eq!(
        data_folder(System::Other, env(&home)),
        PathBuf::from("/home/ada").join(".local").join("share")
    );
    assert_eq!(
        config_folder(System::Other, env(&home)),
        Some(PathBuf::from("/home/ada").join(".config"))
    );
    let relative = [("HOME", "/home/ada"), ("XDG_CONFIG_HOME", "relative")];
    assert_eq!(
        config_folder(System::Other, env(&relative)),
        Some(PathBuf::from("/home/ada").join(".config"))
    );
    assert_eq!(config_folder(System::Other, env(&[])), None);
    assert_eq!(
        data_folder(System::Other, env(&[])),
        PathBuf::from(".").join(".local").join("share")
    );
}
