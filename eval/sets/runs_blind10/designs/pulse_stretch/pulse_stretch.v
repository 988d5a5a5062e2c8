// pulse_stretch -- widens a one-cycle trigger into a pulse of programmable length.
// A rising edge on trig (edge-detected against the previous cycle) loads len into a
// down-counter; pulse_o stays high while the counter is non-zero. A new edge while the
// pulse is running reloads the counter (retrigger), so pulses can be extended.
// busy mirrors the counter state combinationally; len = 0 gives no pulse at all.
module pulse_stretch #(
    parameter W = 6
) (
    input              clk,
    input              rst,
    input              trig,
    input  [W-1:0]     len,
    output             busy,
    output reg         pulse_o,
    output reg [3:0]   n_trig
);
    reg         trig_d;
    reg [W-1:0] cnt;
    wire        rise = trig & ~trig_d;

    always @(posedge clk) begin
        if (rst) begin
            trig_d  <= 1'b0;
            cnt     <= {W{1'b0}};
            pulse_o <= 1'b0;
            n_trig  <= 4'd0;
        end else begin
            trig_d <= trig;
            if (rise) begin
                cnt    <= len;
                n_trig <= n_trig + 4'd1;
            end else if (cnt != {W{1'b0}}) begin
                cnt <= cnt - 1'b1;
            end
            pulse_o <= rise ? (len != {W{1'b0}}) : (cnt > 1);
        end
    end

    assign busy = (cnt != {W{1'b0}});
endmodule
