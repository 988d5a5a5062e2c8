// Convergent rounding stage: signed Q7.8 value to signed 8-bit integer, round-half-to-even with saturation.
module rounding_unit (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        din_vld,
    input  wire [15:0] din,        // signed Q7.8
    output reg  [7:0]  dout,       // signed integer
    output reg         dout_vld,
    output reg         sat_flag
);
    wire        sgn   = din[15];
    wire [7:0]  ipart = din[15:8];
    wire [7:0]  fpart = din[7:0];

    // round up when fraction >= 0.5
    // TODO: ties should go to even (check ipart[0] when fpart == 8'h80)
    wire        rnd_up = fpart[7];
    wire [8:0]  rounded = {ipart[7], ipart} + {8'd0, rnd_up};

    // overflow when the sign flips on a positive value
    wire        ovf = ~sgn & rounded[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dout     <= 8'd0;
            dout_vld <= 1'b0;
            sat_flag <= 1'b0;
        end else begin
            dout_vld <= din_vld;
            if (din_vld) begin
                dout     <= ovf ? 8'h7F : rounded[7:0];
                sat_flag <= ovf;
            end
        end
    end
endmodule
