// Triple-redundant configuration registers (two 8-bit, one 4-bit) with voting,
// continuous self-repair and a fault-injection port for test.
module tmr_regbank (
    input            clk,
    input            rst_n,
    input            we,
    input      [1:0] sel,
    input      [7:0] wdata,
    input      [2:0] inj,        // flip bit 0 of copy a/b/c on the next clock
    output     [7:0] cfg0,
    output     [7:0] cfg1,
    output     [3:0] mode,
    output           err,
    output reg [3:0] fix_cnt
);
    reg [7:0] c0_a, c0_b, c0_c;
    reg [7:0] c1_a, c1_b, c1_c;
    reg [3:0] m_a,  m_b,  m_c;
    wire mis0, mis1, mis2;

    vote3 #(.W(8)) u_v0 (.a(c0_a), .b(c0_b), .c(c0_c), .y(cfg0), .mis(mis0));
    vote3 #(.W(8)) u_v1 (.a(c1_a), .b(c1_b), .c(c1_c), .y(cfg1), .mis(mis1));
    vote3 #(.W(4)) u_vm (.a(m_a),  .b(m_b),  .c(m_c),  .y(mode), .mis(mis2));

    wire wr0 = we && (sel == 2'd0);
    wire wr1 = we && (sel == 2'd1);
    wire wrm = we && (sel == 2'd2);

    wire [7:0] n0 = wr0 ? wdata : cfg0;
    wire [7:0] n1 = wr1 ? wdata : cfg1;
    wire [3:0] nm = wrm ? wdata[3:0] : mode;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            c0_a <= 8'h00; c0_b <= 8'h00; c0_c <= 8'h00;
            c1_a <= 8'h00; c1_b <= 8'h00; c1_c <= 8'h00;
            m_a  <= 4'h0;  m_b  <= 4'h0;  m_c  <= 4'h0;
        end else begin
            c0_a <= n0 ^ {7'd0, inj[0]}; c0_b <= n0 ^ {7'd0, inj[1]}; c0_c <= n0 ^ {7'd0, inj[2]};
            c1_a <= n1 ^ {7'd0, inj[0]}; c1_b <= n1 ^ {7'd0, inj[1]}; c1_c <= n1 ^ {7'd0, inj[2]};
            m_a  <= nm ^ {3'd0, inj[0]}; m_b  <= nm ^ {3'd0, inj[1]}; m_c  <= nm ^ {3'd0, inj[2]};
        end
    end

    assign err = mis0 | mis1 | mis2;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            fix_cnt <= 4'd0;
        else if (err && fix_cnt != 4'hF)
            fix_cnt <= fix_cnt + 4'd1;
    end
endmodule
