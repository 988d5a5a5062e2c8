// xerus_sync: clock-domain crossing block: 2-flop level sync, toggle pulse sync, and gray-coded counter transfer
module xerus_pulse (
    input  wire src_clk,
    input  wire dst_clk,
    input  wire rst_n,
    input  wire pulse_in,
    output wire pulse_out
);
    reg tgl;
    reg [2:0] sy;
    always @(posedge src_clk or negedge rst_n)
        if (!rst_n) tgl <= 1'b0; else if (pulse_in) tgl <= ~tgl;
    always @(posedge dst_clk or negedge rst_n)
        if (!rst_n) sy <= 3'b000; else sy <= {sy[1:0], tgl};
    assign pulse_out = sy[2] ^ sy[1];
endmodule

module xerus_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_n,
    input  wire       evt_a,
    input  wire       lvl_a,
    output wire       evt_b,
    output reg        lvl_b,
    output reg  [5:0] count_b
);
    reg  [5:0] cnt_a, gray_a;
    reg  [5:0] g1, g2;
    reg        l1;
    integer i;

    xerus_pulse u_ps (.src_clk(clk_a), .dst_clk(clk_b), .rst_n(rst_n), .pulse_in(evt_a), .pulse_out(evt_b));

    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            cnt_a  <= 0;
            gray_a <= 0;
        end else begin
            if (evt_a) cnt_a <= cnt_a + 1'b1;
            gray_a <= cnt_a ^ (cnt_a >> 1);
        end
    end

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n) begin
            g1 <= 0; g2 <= 0; l1 <= 1'b0; lvl_b <= 1'b0; count_b <= 0;
        end else begin
            g1 <= gray_a;
            g2 <= g1;
            l1 <= lvl_a;
            lvl_b <= l1;
            count_b[5] <= g2[5];
            for (i = 4; i >= 0; i = i - 1)
                count_b[i] <= count_b_bin(g2, i);
        end
    end

    function count_b_bin;
        input [5:0] g;
        input integer k;
        integer j;
        begin
            count_b_bin = 1'b0;
            for (j = 5; j >= k; j = j - 1)
                count_b_bin = count_b_bin ^ g[j];
        end
    endfunction
endmodule
