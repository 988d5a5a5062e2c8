// Numerically controlled oscillator: phase accumulator with a
// registered frequency tuning word and a 2-bit quadrant / coarse
// sine approximation output.
module nco_acc #(
    parameter ACC_W = 16,
    parameter OUT_W = 6
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             ftw_load,
    input  wire [ACC_W-1:0] ftw_in,
    input  wire             phase_clr,
    output reg  [OUT_W-1:0] wave_out,
    output wire             sync_pulse
);
    reg [ACC_W-1:0] ftw_q;
    reg [ACC_W-1:0] phase_acc;
    reg             msb_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            ftw_q <= {ACC_W{1'b0}};
        else if (ftw_load)
            ftw_q <= ftw_in;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            phase_acc <= {ACC_W{1'b0}};
            msb_d     <= 1'b0;
        end else begin
            msb_d <= phase_acc[ACC_W-1];
            if (phase_clr)
                phase_acc <= {ACC_W{1'b0}};
            else
                phase_acc <= phase_acc + ftw_q;
        end
    end

    // triangle approximation of sine from the top bits
    wire [1:0]       quad = phase_acc[ACC_W-1:ACC_W-2];
    wire [OUT_W-2:0] frac = phase_acc[ACC_W-3 -: OUT_W-1];
    wire [OUT_W-2:0] mag  = quad[0] ? ~frac : frac;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            wave_out <= {OUT_W{1'b0}};
        else
            wave_out <= quad[1] ? {1'b0, ~mag} : {1'b1, mag};
    end

    assign sync_pulse = phase_acc[ACC_W-1] & ~msb_d;
endmodule
