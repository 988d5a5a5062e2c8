// arb_loop: two-requester arbiter with a "park" feature. The park logic
// looks at the grant it is helping to produce, which closes a purely
// combinational feedback path (grant -> park -> grant).
module arb_loop (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       req_a,
    input  wire       req_b,
    input  wire       park_en,
    output wire       gnt_a,
    output wire       gnt_b,
    output reg  [7:0] a_wins,
    output reg  [7:0] b_wins,
    output wire       starve_b
);
    reg last_a;   // 1 if A was granted last

    // park on the last winner when nobody is requesting
    wire park_a = park_en & ~req_b & (gnt_a | (last_a & ~req_a));

    assign gnt_a = (req_a & (~req_b | ~last_a)) | park_a;
    assign gnt_b = req_b & ~gnt_a;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            last_a <= 1'b0;
            a_wins <= 8'd0;
            b_wins <= 8'd0;
        end else begin
            if (gnt_a & req_a) begin
                last_a <= 1'b1;
                a_wins <= a_wins + 8'd1;
            end else if (gnt_b) begin
                last_a <= 1'b0;
                b_wins <= b_wins + 8'd1;
            end
        end
    end

    // starvation watch: flags B if it has waited 15 cycles in a row
    reg [3:0] b_wait;
    reg       b_starved;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            b_wait    <= 4'd0;
            b_starved <= 1'b0;
        end else if (req_b & ~gnt_b) begin
            if (b_wait != 4'hF) b_wait <= b_wait + 4'd1;
            b_starved <= (b_wait == 4'hE);
        end else begin
            b_wait    <= 4'd0;
            b_starved <= 1'b0;
        end
    end
    assign starve_b = b_starved;
endmodule
