// March C- style BIST controller for a 16-word x 8-bit register file.
// Elements: up(w0) up(r0,w1) up(r1,w0) down(r0,w1) down(r1,w0) up(r0)
module mbist_ctrl (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       bist_start,
    input  wire [7:0] mem_rdata,
    output reg  [3:0] mem_addr,
    output reg  [7:0] mem_wdata,
    output reg        mem_we,
    output reg        bist_done,
    output reg        bist_fail,
    output reg  [3:0] fail_addr
);
    localparam M_IDLE = 3'd0, M_W0 = 3'd1, M_R0W1 = 3'd2, M_R1W0 = 3'd3,
               M_DR0W1 = 3'd4, M_DR1W0 = 3'd5, M_R0 = 3'd6, M_END = 3'd7;

    reg [2:0] elem;
    reg       rd_phase;          // 0: read, 1: write within an r/w element
    wire      down   = (elem == M_DR0W1) || (elem == M_DR1W0);
    wire      last_a = down ? (mem_addr == 4'd0) : (mem_addr == 4'd15);
    wire [7:0] expect_v = (elem == M_R1W0 || elem == M_DR1W0) ? 8'hff : 8'h00;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            elem <= M_IDLE; rd_phase <= 1'b0; mem_addr <= 4'd0;
            mem_wdata <= 8'd0; mem_we <= 1'b0;
            bist_done <= 1'b0; bist_fail <= 1'b0; fail_addr <= 4'd0;
        end else begin
            mem_we <= 1'b0;
            case (elem)
                M_IDLE: if (bist_start) begin
                    elem <= M_W0; mem_addr <= 4'd0; bist_done <= 1'b0; bist_fail <= 1'b0;
                end
                M_W0: begin
                    mem_we <= 1'b1; mem_wdata <= 8'h00;
                    if (last_a) begin elem <= M_R0W1; mem_addr <= 4'd0; end
                    else mem_addr <= mem_addr + 4'd1;
                end
                M_R0W1, M_R1W0, M_DR0W1, M_DR1W0: begin
                    if (!rd_phase) begin
                        if (mem_rdata != expect_v && !bist_fail) begin
                            bist_fail <= 1'b1; fail_addr <= mem_addr;
                        end
                        rd_phase <= 1'b1;
                    end else begin
                        rd_phase  <= 1'b0;
                        mem_we    <= 1'b1;
                        mem_wdata <= ~expect_v;
                        if (last_a) begin
                            elem     <= elem + 3'd1;
                            mem_addr <= (elem == M_R1W0) ? 4'd15 :
                                        (elem == M_DR1W0) ? 4'd0 : mem_addr;
                        end else
                            mem_addr <= down ? mem_addr - 4'd1 : mem_addr + 4'd1;
                    end
                end
                M_R0: begin
                    if (mem_rdata != 8'h00 && !bist_fail) begin
                        bist_fail <= 1'b1; fail_addr <= mem_addr;
                    end
                    if (last_a) elem <= M_END;
                    else mem_addr <= mem_addr + 4'd1;
                end
                M_END: begin bist_done <= 1'b1; elem <= M_IDLE; end
                default: elem <= M_IDLE;
            endcase
        end
    end
endmodule
