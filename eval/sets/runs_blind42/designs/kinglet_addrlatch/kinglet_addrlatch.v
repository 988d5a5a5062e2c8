// kinglet_addrlatch: multiplexed address/data bus demultiplexer with a transparent address latch (8051-style ALE)
// While ale is high the latch is transparent and follows ad[7:0]; it holds the low address when ale falls.
// A registered data capture on the rising clk edge takes ad when rd_strobe is set; addr = {a_hi, latched low byte}.
module kinglet_addrlatch (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ale,
    input  wire [7:0] ad,
    input  wire [7:0] a_hi,
    input  wire       rd_strobe,
    output wire [15:0] addr,
    output reg  [7:0] rdata,
    output reg        rvalid
);
    reg [7:0] addr_lo;

    // transparent-high latch, intentionally level sensitive
    always @(*) begin
        if (ale)
            addr_lo = ad;
    end

    assign addr = {a_hi, addr_lo};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rdata  <= 8'h00;
            rvalid <= 1'b0;
        end else begin
            rvalid <= rd_strobe;
            if (rd_strobe)
                rdata <= ad ^ addr_lo;   // simple address-keyed descramble
        end
    end
endmodule
