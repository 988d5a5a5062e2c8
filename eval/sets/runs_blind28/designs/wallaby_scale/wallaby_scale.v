// Sample scaler with a gain stage and an offset stage whose port widths do not match the signals wired to them.
module wallaby_gain (
    input  wire [7:0]  sample,
    input  wire [3:0]  gain,
    output wire [11:0] scaled
);
    assign scaled = sample * gain;
endmodule

module wallaby_offset (
    input  wire [11:0] value,
    input  wire [5:0]  offset,
    output wire [11:0] result
);
    assign result = value + offset;
endmodule

module wallaby_scale (
    input  wire        clk,
    input  wire [11:0] raw,
    input  wire [3:0]  gain,
    input  wire [7:0]  offset,
    output reg  [7:0]  out_q
);
    wire [15:0] scaled_w;
    wire [11:0] shifted_w;

    // raw is 12 bits but the gain stage only takes 8; scaled_w is 16 bits but the port is 12
    wallaby_gain u_gain (
        .sample(raw),
        .gain(gain),
        .scaled(scaled_w)
    );

    // offset is 8 bits but the port is 6 bits wide
    wallaby_offset u_offset (
        .value(scaled_w[11:0]),
        .offset(offset),
        .result(shifted_w)
    );

    // 12-bit result truncated into an 8-bit register
    always @(posedge clk)
        out_q <= shifted_w;
endmodule
