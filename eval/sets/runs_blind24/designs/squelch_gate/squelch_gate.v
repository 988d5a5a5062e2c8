// Audio squelch gate: opens when the sample magnitude beats a threshold, closes after a programmable hold time, with a soft ramp.
module squelch_gate (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               smp_vld,
    input  wire signed [11:0] smp_in,
    input  wire        [10:0] thresh,
    input  wire        [7:0]  hold_len,
    output reg  signed [11:0] smp_out,
    output reg                gate_open
);
    wire [10:0] mag = smp_in[11] ? (~smp_in[10:0] + 11'd1) : smp_in[10:0];
    wire        loud = (mag > thresh);

    reg [7:0] hold_cnt;
    reg [2:0] ramp;          // 0 = muted, 7 = full level

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            hold_cnt  <= 8'd0;
            gate_open <= 1'b0;
            ramp      <= 3'd0;
            smp_out   <= 12'sd0;
        end else if (smp_vld) begin
            if (loud) begin
                hold_cnt  <= hold_len;
                gate_open <= 1'b1;
            end else if (hold_cnt != 8'd0) begin
                hold_cnt  <= hold_cnt - 8'd1;
            end else begin
                gate_open <= 1'b0;
            end

            if (gate_open && ramp != 3'd7)
                ramp <= ramp + 3'd1;
            else if (!gate_open && ramp != 3'd0)
                ramp <= ramp - 3'd1;

            smp_out <= (smp_in * $signed({1'b0, ramp})) >>> 3;
        end
    end
endmodule
