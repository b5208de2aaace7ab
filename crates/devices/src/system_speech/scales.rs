//! The user's rate and volume, in percent, on an engine's own scales.

/// The engine's rate for `percent` of its normal rate. A rate that is a factor of the normal one (normal above
/// zero, minimum not below) is multiplied; a setting around a normal value (Speech Dispatcher: -100, 0, 100) puts
/// 50 % at the minimum and 300 % at the maximum, linearly on each side of normal.
pub(super) fn rate_value(percent: u32, min: f32, normal: f32, max: f32) -> f32 {
    let p = f64::from(percent);
    let (min, normal, max) = (f64::from(min), f64::from(normal), f64::from(max));
    let value = if normal > 0.0 && min >= 0.0 {
        normal * p / 100.0
    } else if p >= 100.0 {
        normal + (max - normal) * ((p - 100.0) / 200.0).min(1.0)
    } else {
        normal - (normal - min) * ((100.0 - p) / 50.0).min(1.0)
    };
    #[allow(clippy::cast_possible_truncation)] // within the engine's own f32 range
    let value = value.clamp(min, max) as f32;
    value
}

/// The engine's volume for `percent` of its maximum: linear from its minimum (0 %) to its maximum (100 %).
pub(super) fn volume_value(percent: u32, min: f32, max: f32) -> f32 {
    let share = f64::from(percent.min(100)) / 100.0;
    let (min, max) = (f64::from(min), f64::from(max));
    #[allow(clippy::cast_possible_truncation)] // within the engine's own f32 range
    let value = (min + (max - min) * share).clamp(min, max) as f32;
    value
}
