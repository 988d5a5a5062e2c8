// hist_bins16: 16-bin histogram with 12-bit saturating counters held in a memory array.
// Two-stage read-modify-write on the sample port (forwarding for back-to-back hits on
// the same bin), a synchronous host read port and a sweeping clear.
module hist_bins16 (
    input             clk,
    input             rst,
    input             smp_valid,
    input      [3:0]  smp_bin,
    input             clr_start,
    input      [3:0]  host_addr,
    output reg [11:0] host_data,
    output            clr_busy,
    output reg        sat_flag
);
    reg [11:0] bins [0:15];

    reg        s1_valid;
    reg [3:0]  s1_bin;
    reg [11:0] s1_cnt;
    reg        clr_run;
    reg [3:0]  clr_ptr;

    wire        fwd    = s1_valid && smp_valid && (s1_bin == smp_bin);
    wire [11:0] s1_inc = (s1_cnt == 12'hFFF) ? s1_cnt : s1_cnt + 12'd1;

    // stage 1: read the bin (or forward the value being written)
    always @(posedge clk) begin
        if (rst) begin
            s1_valid <= 1'b0;
            s1_bin   <= 4'd0;
            s1_cnt   <= 12'd0;
        end else begin
            s1_valid <= smp_valid & ~clr_run;
            s1_bin   <= smp_bin;
            s1_cnt   <= fwd ? s1_inc : bins[smp_bin];
        end
    end

    // stage 2: write back, or clear sweep
    always @(posedge clk) begin
        if (clr_run)
            bins[clr_ptr] <= 12'd0;
        else if (s1_valid)
            bins[s1_bin] <= s1_inc;
    end

    always @(posedge clk) begin
        if (rst) begin
            clr_run  <= 1'b0;
            clr_ptr  <= 4'd0;
            sat_flag <= 1'b0;
        end else begin
            if (clr_start && !clr_run) begin
                clr_run  <= 1'b1;
                clr_ptr  <= 4'd0;
                sat_flag <= 1'b0;
            end else if (clr_run) begin
                clr_ptr <= clr_ptr + 4'd1;
                if (clr_ptr == 4'd15)
                    clr_run <= 1'b0;
            end
            if (s1_valid && s1_cnt == 12'hFFF)
                sat_flag <= 1'b1;
        end
    end

    always @(posedge clk)
        host_data <= bins[host_addr];

    assign clr_busy = clr_run;
endmodule
