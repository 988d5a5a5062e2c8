// NVM (flash) read controller: accepts a read request, drives the macro
// address/strobe for a programmable number of wait cycles and returns data.
module nvm_rd (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        rd_req,
    input  wire [11:0] rd_addr,
    input  wire [3:0]  wait_cycles,
    input  wire [31:0] nvm_q,
    input  wire        ecc_err,
    output reg  [11:0] nvm_a,
    output reg         nvm_cs,
    output reg  [31:0] rd_data,
    output reg         rd_done,
    output reg         rd_busy
);
    reg [3:0] wcnt;
    reg [1:0] st;
    localparam IDLE = 2'd0, ACCESS = 2'd1, DONE = 2'd2;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            st      <= IDLE;
            wcnt    <= 4'd0;
            nvm_cs  <= 1'b0;
            nvm_a   <= 12'd0;
            rd_done <= 1'b0;
            rd_busy <= 1'b0;
        end else begin
            rd_done <= 1'b0;
            case (st)
                IDLE: if (rd_req) begin
                    st      <= ACCESS;
                    nvm_a   <= rd_addr;
                    nvm_cs  <= 1'b1;
                    wcnt    <= wait_cycles;
                    rd_busy <= 1'b1;
                end
                ACCESS: if (wcnt == 4'd0) begin
                    st      <= DONE;
                    nvm_cs  <= 1'b0;
                end else
                    wcnt <= wcnt - 4'd1;
                DONE: begin
                    st      <= IDLE;
                    rd_done <= 1'b1;
                    rd_busy <= 1'b0;
                end
                default: st <= IDLE;
            endcase
        end

    // data capture
    always @(posedge clk)
        if (st == ACCESS && wcnt == 4'd0)
            rd_data <= nvm_q;

    // ECC error handling added later by another engineer: clears the
    // busy flag early -- second driver of rd_busy
    always @(posedge clk)
        if (ecc_err)
            rd_busy <= 1'b0;
endmodule
