// clk_ratio_meter: counts edges of clk_meas during a gate window defined
// in the clk_ref domain. The count is handed back with a toggle handshake.
module clk_ratio_meter #(parameter GATE_LEN = 1000) (
    input  wire        clk_ref,
    input  wire        clk_meas,
    input  wire        rst_n,
    input  wire        enable,
    output reg  [15:0] ratio,
    output reg         ratio_vld
);
    // ---------------- reference domain: gate generator ---------------
    reg [9:0] gate_cnt;
    reg       gate;          // high while counting
    always @(posedge clk_ref or negedge rst_n) begin
        if (!rst_n) begin
            gate_cnt <= 10'd0;
            gate     <= 1'b0;
        end else if (!enable) begin
            gate_cnt <= 10'd0;
            gate     <= 1'b0;
        end else if (gate_cnt == GATE_LEN - 1) begin
            gate_cnt <= 10'd0;
            gate     <= ~gate;
        end else begin
            gate_cnt <= gate_cnt + 10'd1;
        end
    end

    // ---------------- measured domain: edge counter ------------------
    reg [1:0]  gate_sync;
    reg [15:0] meas_cnt;
    reg [15:0] meas_hold;
    reg        done_tgl;
    always @(posedge clk_meas or negedge rst_n) begin
        if (!rst_n) begin
            gate_sync <= 2'b00;
            meas_cnt  <= 16'd0;
            meas_hold <= 16'd0;
            done_tgl  <= 1'b0;
        end else begin
            gate_sync <= {gate_sync[0], gate};
            if (gate_sync[1])
                meas_cnt <= meas_cnt + 16'd1;
            else if (gate_sync == 2'b00 && meas_cnt != 16'd0) begin
                meas_hold <= meas_cnt;
                meas_cnt  <= 16'd0;
                done_tgl  <= ~done_tgl;
            end
        end
    end

    // ---------------- back to reference domain -----------------------
    reg [2:0] done_sync;
    always @(posedge clk_ref or negedge rst_n) begin
        if (!rst_n) begin
            done_sync <= 3'b000;
            ratio     <= 16'd0;
            ratio_vld <= 1'b0;
        end else begin
            done_sync <= {done_sync[1:0], done_tgl};
            ratio_vld <= done_sync[2] ^ done_sync[1];
            if (done_sync[2] ^ done_sync[1])
                ratio <= meas_hold;   // held stable for many ref cycles
        end
    end
endmodule
